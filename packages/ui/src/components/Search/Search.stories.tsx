import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WithoutJavaScript } from '../../internal/WithoutJavaScript.fixtures.js';
import { sampleDialogLabels, sampleResults } from './Search.fixtures.js';
import { SearchButton, searchButtonVariants } from './SearchButton.js';
import { SearchDialog } from './SearchDialog.js';

/**
 * A search button and the dialog it opens, with a stand-in search: the results whose title or
 * excerpt contains the query. A site passes its own results and status text.
 */
function SearchDemo({ defaultOpen = false, defaultQuery = '' }) {
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState(defaultQuery);
  const words = query.trim().toLowerCase();
  const results = words
    ? sampleResults.filter((result) =>
        [result.title, ...result.excerpt.map((segment) => segment.text)]
          .join(' ')
          .toLowerCase()
          .includes(words),
      )
    : [];
  const status = !words
    ? 'Type a word to search every page and article.'
    : results.length === 0
      ? `No results for ‘${query.trim()}’`
      : `${results.length} result${results.length === 1 ? '' : 's'} for ‘${query.trim()}’`;
  return (
    <>
      <SearchButton label="Search" href="/search" keyShortcuts="/" onPress={() => setOpen(true)} />
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        labels={sampleDialogLabels}
        query={query}
        onQueryChange={setQuery}
        results={results}
        status={status}
        action="/search"
      />
    </>
  );
}

const meta = {
  title: 'Navigation/Search',
  component: SearchDialog,
  args: {
    open: false,
    onOpenChange: () => {},
    labels: sampleDialogLabels,
    query: '',
    onQueryChange: () => {},
    results: sampleResults,
    status: '3 results for ‘dashboards’',
    action: '/search',
  },
  parameters: { layout: 'centered' },
  render: () => <SearchDemo />,
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 320 px wide: the narrowest phone the site supports. */
const phone = { viewport: { value: 'mobile1', isRotated: false } };

/** The button that opens the dialog (a link to the search page without JavaScript). */
export const Button: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', minWidth: '16rem' }}>
      {searchButtonVariants.map((variant) => (
        <SearchButton key={variant} label="Search" href="/search" variant={variant} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: 'Search' });
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // The links are for browsers without scripting: hidden here.
    for (const link of canvasElement.querySelectorAll('a')) await expect(link).not.toBeVisible();
  },
};

/**
 * Keyboard first: the button opens the dialog with the field focused; typing shows results and
 * the status line; Down arrow moves into the results; Escape closes and focus goes back to the
 * button. Ends open, with results.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Search this site' });
    const field = within(dialog).getByRole('searchbox', { name: 'Search pages and articles' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('dash');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('3 results for ‘dash’'),
    );
    const links = within(dialog).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      sampleResults.map((result) => result.title),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.click(button);
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    // Its entrance starts from transparent, and a busy test machine (or a page in the background)
    // can hold the animation's frames for seconds: end it rather than wait for it.
    for (const animation of dialog.getAnimations()) animation.finish();
    await expect(dialog).toBeVisible();
    await expect(field).toHaveValue('dash');
  },
};

export const OpenPhone: Story = { ...Open, globals: phone };

/** A query with no match: the status says so; there is no list. */
export const NoResults: Story = {
  render: () => <SearchDemo defaultOpen defaultQuery="zebra" />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('No results for ‘zebra’'),
    );
    await expect(within(dialog).queryByRole('list')).toBeNull();
  },
};

/**
 * The server HTML with no React attached, as a browser without JavaScript shows it: the search
 * button is not displayed; in its place is a link to the search page.
 */
export const NoJavaScript: Story = {
  name: 'Without JavaScript',
  render: () => (
    <WithoutJavaScript>
      <SearchButton label="Search" href="/search" />
    </WithoutJavaScript>
  ),
  play: async ({ canvasElement }) => {
    // Storybook runs scripts, so CSS shows the button; the markup holds both.
    const root = canvasElement.querySelector('[data-without-javascript]') as HTMLElement;
    await expect(root.querySelector('button[aria-haspopup="dialog"]')).not.toBeNull();
    await expect(root.querySelector('a[href="/search"][aria-label="Search"]')).not.toBeNull();
  },
};
