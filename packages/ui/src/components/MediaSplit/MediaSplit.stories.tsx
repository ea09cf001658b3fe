import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyImage } from '../../internal/storyAssets.js';
import { CaseStudyCard } from '../CaseStudyCard/CaseStudyCard.js';
import { Heading } from '../Heading/Heading.js';
import { Image } from '../Image/Image.js';
import { CheckList } from '../List/List.js';
import { Text } from '../Text/Text.js';
import { MediaSplit, mediaSplitAligns } from './MediaSplit.js';

const copy = (
  <>
    <Heading level={2}>Custom Software Development</Heading>
    <Text tone="secondary">
      Systems built around how your department works, with the people who will use them.
    </Text>
    <CheckList
      items={['Citizen portals', 'Workflow automation', 'Legacy modernisation']}
      aria-label="Features"
    />
  </>
);

const meta = {
  title: 'Layout/MediaSplit',
  component: MediaSplit,
  argTypes: { align: { control: 'inline-radio', options: mediaSplitAligns } },
  args: { children: copy, media: <Image {...storyImage} alt="A team planning a citizen portal" /> },
} satisfies Meta<typeof MediaSplit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MediaRight: Story = {};
export const MediaLeft: Story = { args: { reverse: true } };
export const WithCard: Story = {
  args: {
    bare: true,
    align: 'start',
    media: (
      <CaseStudyCard
        title="State land records"
        description="Digitised 2 million records with search in Telugu."
        resultsHeading="Key Results"
        results={['Search in under a second', 'Zero data loss in migration']}
      />
    ),
  },
};
