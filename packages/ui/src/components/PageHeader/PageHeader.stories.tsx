import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleMeta } from '../ArticleMeta/ArticleMeta.js';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.js';
import { ButtonLink } from '../ButtonLink/ButtonLink.js';
import { PageHeader, pageHeaderTones } from './PageHeader.js';

const breadcrumbs = (
  <Breadcrumbs
    label="Breadcrumb"
    items={[
      { label: 'Home', href: '#home' },
      { label: 'Blog', href: '#blog' },
      { label: 'Smart Cities' },
    ]}
  />
);

const meta = {
  title: 'Page/PageHeader',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  argTypes: { tone: { control: 'inline-radio', options: pageHeaderTones } },
  args: {
    title: 'Privacy Policy',
    lead: 'What we collect through this website, why, and the rights you have over it.',
    breadcrumbs,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {};
export const Default: Story = { args: { tone: 'default' } };
export const Brand: Story = { args: { tone: 'brand', breadcrumbs: undefined } };
export const Article: Story = {
  args: {
    eyebrow: 'Smart Cities',
    title: 'How Telangana is building smarter cities',
    lead: undefined,
    children: (
      <ArticleMeta
        author="Priya Sharma"
        date="May 15, 2025"
        dateTime="2025-05-15"
        category={{ label: 'Smart Cities', href: '#smart-cities' }}
        labels={{ author: 'Author', date: 'Published', category: 'Category' }}
      />
    ),
  },
};
export const WithActions: Story = {
  args: { actions: <ButtonLink href="#contact">Request a Consultation</ButtonLink> },
};
