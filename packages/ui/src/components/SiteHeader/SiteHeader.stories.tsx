import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ColorModeToggle } from '../../colorMode/ColorModeToggle.js';
import { WithoutJavaScript } from '../../internal/WithoutJavaScript.fixtures.js';
import { headerScrollThreshold } from '../../themes/tokens.js';
import { LinkProvider } from '../LinkProvider/LinkProvider.js';
import { sampleHeaderProps } from './SiteHeader.fixtures.js';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader.js';

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

const desktop = { viewport: { value: 'desktop', isRotated: false } };
/** 320 px wide: the narrowest phone the site supports. */
const phone = { viewport: { value: 'mobile1', isRotated: false } };
const dark = { colorMode: 'dark' };

const isOpen = (panel: Element | null) =>
  panel instanceof HTMLElement && panel.matches(':popover-open');
/** The popover a `popovertarget` button controls. */
function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!panel) throw new Error('the button targets no panel');
  return panel;
}
/** Fails unless the element lies inside the viewport. */
async function expectInViewport(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
}
const desktopNav = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Main navigation' });

export const Desktop: Story = { globals: desktop };

/**
 * A dropdown open. The panels are `popover="auto"`: a click toggles one, opening one closes the
 * other, Escape or a click outside closes it. Ends with Services open.
 */
export const DropdownOpen: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const nav = within(desktopNav(canvasElement));
    const services = nav.getByRole('button', { name: 'Services' });
    const industries = nav.getByRole('button', { name: 'Industries' });
    await expect(isOpen(panelOf(services))).toBe(false);
    await userEvent.click(services);
    await expect(isOpen(panelOf(services))).toBe(true);
    await waitFor(() => expect(nav.getByRole('link', { name: 'Consulting' })).toBeVisible());
    await expectInViewport(panelOf(services));
    // Tab goes from the button into its panel (it follows the button in the document).
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveFocus();
    await userEvent.click(industries);
    await expect(isOpen(panelOf(industries))).toBe(true);
    await expect(isOpen(panelOf(services))).toBe(false);
    await userEvent.click(industries);
    await expect(isOpen(panelOf(industries))).toBe(false);
    // Escape and a click outside are the browser's light dismiss, which only real input triggers:
    // SiteHeader.browser.test.tsx presses the keys.
    await userEvent.click(services);
    await waitFor(() => expect(nav.getByRole('link', { name: 'Engineering' })).toBeVisible());
  },
};

export const DropdownOpenDark: Story = { ...DropdownOpen, globals: { ...desktop, ...dark } };

/**
 * The current page is marked with aria-current (here a page inside the Industries dropdown); the
 * Industries button is marked too (`aria-current="true"`, link colour and an underline).
 */
export const CurrentPageInDropdown: Story = {
  globals: desktop,
  args: { currentPath: '/public-sector' },
  play: async ({ canvasElement }) => {
    const nav = within(desktopNav(canvasElement));
    await expect(nav.getByRole('button', { name: 'Industries' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(nav.getByRole('button', { name: 'Services' })).not.toHaveAttribute('aria-current');
  },
};

const tallPage: Story['decorators'] = [
  (Story) => (
    <div style={{ minHeight: '300vh' }}>
      <Story />
    </div>
  ),
];

/**
 * The scrolled look past 20 px (`headerScrollThreshold`): a scroll-driven animation in CSS, and
 * `data-scrolled` once hydrated. The dropdown holding the current page shows on its own, once,
 * without taking focus (its button is marked current too); it closes as any dropdown does, and
 * by itself once the visitor scrolls on by half a screen.
 */
export const Scrolled: Story = {
  globals: desktop,
  args: { currentPath: '/public-sector' },
  decorators: tallPage,
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    const industries = within(desktopNav(canvasElement)).getByRole('button', {
      name: 'Industries',
    });
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).not.toHaveAttribute('data-scrolled'));
    await expect(isOpen(panelOf(industries))).toBe(false);
    const unscrolledShadow = getComputedStyle(header).boxShadow;
    window.scrollTo(0, headerScrollThreshold + 180);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled'));
    await waitFor(() => expect(getComputedStyle(header).boxShadow).not.toBe(unscrolledShadow));
    await waitFor(() => expect(isOpen(panelOf(industries))).toBe(true));
    await expect(industries).toHaveAttribute('aria-current', 'true');
    await expect(industries).not.toHaveFocus();
  },
};

export const ScrolledDark: Story = { ...Scrolled, globals: { ...desktop, ...dark } };

/**
 * At 320 px with a 240 px logo (as wide as the site's): the logo scales down so the colour-mode
 * toggle and the menu button stay on screen, with no sideways scrolling.
 */
export const PhoneWideLogo: Story = {
  globals: phone,
  args: {
    logo: (
      <svg width="240" height="48" viewBox="0 0 240 48" aria-hidden="true">
        <rect width="240" height="48" rx="10" fill="currentColor" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expectInViewport(button);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const logo = canvas.getByRole('link', { name: 'Acme home' }).getBoundingClientRect();
    await expect(logo.width).toBeLessThan(240);
  },
};

/**
 * The phone menu open, at 320 px: a `popover="auto"` panel opened by the menu button, closed by
 * its close button, Escape or a click outside. Ends open.
 */
export const PhoneMenuOpen: Story = {
  globals: phone,
  args: { currentPath: '/engineering' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open menu' });
    const panel = panelOf(button);
    await userEvent.click(button);
    await expect(isOpen(panel)).toBe(true);
    const menu = within(panel);
    await waitFor(() => expect(menu.getByRole('link', { name: 'Engineering' })).toBeVisible());
    await expect(menu.getByRole('link', { name: 'Engineering' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The panel fills the screen's height and scrolls; settle the slide-in before measuring.
    await waitFor(() => expectInViewport(panel));
    await expectInViewport(menu.getByRole('button', { name: 'Close menu' }));
    const cta = menu.getByRole('link', { name: 'Book a call' });
    cta.scrollIntoView({ block: 'nearest' });
    await waitFor(() => expectInViewport(cta));
    panel.scrollTop = 0;
    // The close button is the next Tab stop after the menu button.
    await userEvent.tab();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  },
};

export const PhoneMenuOpenDark: Story = { ...PhoneMenuOpen, globals: { ...phone, ...dark } };

/**
 * The phone menu closes with its close button (Escape and a click outside too: see
 * SiteHeader.browser.test.tsx, which presses real keys).
 */
export const PhoneMenuCloses: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    const panel = panelOf(button);
    await userEvent.click(button);
    await expect(isOpen(panel)).toBe(true);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close menu' }));
    await expect(isOpen(panel)).toBe(false);
    await userEvent.keyboard('{Enter}');
    await expect(isOpen(panel)).toBe(true);
  },
};

/** The header in an app with a client router: `currentPath` follows the links pressed. */
function RoutedHeader(props: SiteHeaderProps) {
  const [path, setPath] = useState(props.currentPath);
  return (
    <LinkProvider navigate={setPath}>
      <SiteHeader {...props} currentPath={path} />
    </LinkProvider>
  );
}

/** With a client router (LinkProvider), following a link in the phone menu closes it. */
export const PhoneMenuClosesOnNavigation: Story = {
  globals: phone,
  render: (args) => <RoutedHeader {...args} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    const panel = panelOf(button);
    await userEvent.click(button);
    await expect(isOpen(panel)).toBe(true);
    const about = within(panel).getByRole('link', { name: 'About' });
    await waitFor(() => expect(about).toBeVisible());
    await userEvent.click(about);
    await waitFor(() => expect(isOpen(panel)).toBe(false));
    await expect(about).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * The server HTML with no script: what a visitor gets before the header's island hydrates, or
 * without JavaScript. The dropdowns still open and close (the browser runs the popovers).
 */
export const WithoutJavaScriptDesktop: Story = {
  globals: desktop,
  render: (args) => (
    <WithoutJavaScript>
      <SiteHeader {...args} />
    </WithoutJavaScript>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(desktopNav(canvasElement));
    const services = nav.getByRole('button', { name: 'Services' });
    await userEvent.click(services);
    await expect(isOpen(panelOf(services))).toBe(true);
    await waitFor(() => expect(nav.getByRole('link', { name: 'Consulting' })).toBeVisible());
    await userEvent.click(nav.getByRole('button', { name: 'Industries' }));
    await expect(isOpen(panelOf(services))).toBe(false);
  },
};

/** Without JavaScript on a phone: the menu opens and reaches every page, and closes. */
export const WithoutJavaScriptPhone: Story = {
  globals: phone,
  render: (args) => (
    <WithoutJavaScript>
      <SiteHeader {...args} />
    </WithoutJavaScript>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    const panel = panelOf(button);
    await userEvent.click(button);
    await expect(isOpen(panel)).toBe(true);
    const menu = within(panel);
    for (const name of ['Home', 'Consulting', 'Healthcare', 'Contact', 'Book a call']) {
      await waitFor(() => expect(menu.getByRole('link', { name })).toBeVisible());
    }
    await userEvent.click(menu.getByRole('button', { name: 'Close menu' }));
    await expect(isOpen(panel)).toBe(false);
  },
};

/** The header with a search entry whose presses are counted (a site opens its dialog instead). */
function HeaderWithSearch(props: SiteHeaderProps) {
  const [presses, setPresses] = useState(0);
  const search = props.search && {
    ...props.search,
    onPress: () => setPresses((count) => count + 1),
  };
  return (
    <>
      <SiteHeader {...props} search={search} />
      <output data-testid="presses">{presses}</output>
    </>
  );
}

/**
 * With site search: a search button in the bar and a full-width entry at the top of the phone
 * menu (`search` prop). Pressed, it calls `onPress` (the site opens its search dialog); the phone
 * menu closes first. Without JavaScript both are links to the search page.
 */
export const WithSearch: Story = {
  globals: desktop,
  args: { search: { label: 'Search', href: '/search', keyShortcuts: '/' } },
  render: (args) => <HeaderWithSearch {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('banner').querySelector('button[aria-haspopup="dialog"]');
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName('Search');
    await userEvent.click(button as HTMLElement);
    await expect(canvas.getByTestId('presses')).toHaveTextContent('1');
  },
};

/** The phone menu's search entry closes the menu, then calls `onPress`. */
export const WithSearchPhoneMenu: Story = {
  ...WithSearch,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    const panel = panelOf(menuButton);
    await userEvent.click(menuButton);
    await expect(isOpen(panel)).toBe(true);
    const entry = within(panel).getByRole('button', { name: 'Search' });
    await waitFor(() => expect(entry).toBeVisible());
    await userEvent.click(entry);
    await expect(isOpen(panel)).toBe(false);
    await expect(canvas.getByTestId('presses')).toHaveTextContent('1');
  },
};

export const DarkMode: Story = {
  globals: { ...desktop, ...dark },
  args: { currentPath: '/about' },
};
