import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Icon, iconNames, iconSizes } from './Icon.js';

const meta = {
  title: 'Media/Icon',
  component: Icon,
  args: { name: 'shield', size: 'large' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};
export const Labelled: Story = { args: { name: 'phone', label: 'Phone' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
export const AllIcons: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5rem' }}
        >
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  // Every name draws something: its symbol was found in the sprite the preview serves.
  play: async ({ canvasElement }) => {
    const uses = [...canvasElement.querySelectorAll<SVGUseElement>('svg[data-icon] > use')];
    await expect(uses.length).toBe(iconNames.length);
    await waitFor(() => {
      const blank = uses.filter((use) => use.getBBox().width === 0 || use.getBBox().height === 0);
      expect(blank.map((use) => use.parentElement?.dataset.icon)).toEqual([]);
    });
  },
};
