import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch.js';

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
  args: {
    links: [
      {
        href: '/te/about',
        label: 'తెలుగు',
        lang: 'te',
        description: 'Read this page in {language}',
      },
    ],
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On an English page: the Telugu name in Telugu script, described in English for screen readers. */
export const ToTelugu: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Read this page in తెలుగు' });
    await expect(link).toHaveAttribute('hreflang', 'te');
    await expect(within(link).getByText('తెలుగు')).toHaveAttribute('lang', 'te');
  },
};

/** On a Telugu page: back to English, described in Telugu (the name comes first in Telugu). */
export const ToEnglish: Story = {
  args: {
    links: [
      {
        href: '/about',
        label: 'English',
        lang: 'en',
        description: 'ఈ పేజీని {language}లో చదవండి',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div lang="te">
        <Story />
      </div>
    ),
  ],
};

/** Full width, as in a phone menu panel. */
export const Block: Story = {
  args: { layout: 'block' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
};
