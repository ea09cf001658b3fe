import type { Meta, StoryObj } from '@storybook/react-vite';
import { CaseStudyCard } from './CaseStudyCard.js';

const meta = {
  title: 'Content/CaseStudyCard',
  component: CaseStudyCard,
  args: {
    eyebrow: 'Case Study',
    title: 'Unified grievance portal for a state department',
    description:
      'One portal replaced four paper registers and three spreadsheets across 12 pilot districts.',
    resultsHeading: 'Key Results',
    results: [
      '40% faster grievance resolution',
      '12 pilot districts live in six months',
      'Telugu-first interface',
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof CaseStudyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithResults: Story = {};
export const WithoutResults: Story = { args: { results: [] } };
export const NoEyebrow: Story = { args: { eyebrow: undefined } };
