import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ColorModeToggle } from '../../colorMode/ColorModeToggle';
import { SiteHeader } from './SiteHeader';
import { sampleHeaderProps } from './SiteHeader.fixtures';

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  args: {
    ...sampleHeaderProps,
    colorModeToggle: (
      <ColorModeToggle
        switchToDarkLabel="Switch to dark theme"
        switchToLightLabel="Switch to light theme"
      />
    ),
  },
  argTypes: { logo: { control: false }, colorModeToggle: { control: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** A click toggles one dropdown open and closes the other; Escape closes it. */
export const DropdownOpen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const services = within(nav).getByRole('button', { name: 'Services' });
    const industries = within(nav).getByRole('button', { name: 'Industries' });
    await userEvent.click(services);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Consulting' })).toBeVisible(),
    );
    await userEvent.click(industries);
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    await expect(industries).toHaveFocus();
    await userEvent.click(services);
  },
};

/** The current page is marked with aria-current (here a page inside the Industries dropdown). */
export const CurrentPageInDropdown: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { currentPath: '/public-sector' },
};

/** The scrolled look: the header's background and shadow change past 20 px. */
export const Scrolled: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { currentPath: '/public-sector' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '300vh' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header).not.toHaveAttribute('data-scrolled');
    window.scrollTo(0, 200);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled'));
    // The dropdown holding the current page shows on its own once scrolled.
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Industries' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
  },
};

/** Below the desktop breakpoint the navigation moves into a dialog behind a menu button. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Main navigation' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

export const MobileMenuClosesWithEscape: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark', viewport: { value: 'desktop', isRotated: false } },
  args: { currentPath: '/about' },
};
