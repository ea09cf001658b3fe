import type { Meta, StoryObj } from '@storybook/react-vite';
import { Prose } from './Prose.js';

const meta = {
  title: 'Typography/Prose',
  component: Prose,
  args: {
    children: (
      <>
        <p>
          Digital public services work when they are designed around the citizen, not the
          department. This article looks at what changed when three district offices moved grievance
          handling online.
        </p>
        <h2>What we collect</h2>
        <p>
          The contact form asks for your name, e-mail address, an optional phone number, the service
          you are interested in and your message. Read the <a href="#terms">terms of service</a> for
          details.
        </p>
        <ul>
          <li>Name and e-mail address, to reply to you</li>
          <li>Phone number, only if you choose to give it</li>
          <li>Your message and the service it concerns</li>
        </ul>
        <h3>How long we keep it</h3>
        <p>
          We keep enquiries for <strong>24 months</strong> and then delete them.
        </p>
        <blockquote>
          <p>Every grievance now has an owner and a deadline.</p>
        </blockquote>
        <ol>
          <li>Discovery</li>
          <li>Strategy</li>
          <li>Implementation</li>
        </ol>
      </>
    ),
  },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};
export const Compact: Story = { args: { compact: true } };
