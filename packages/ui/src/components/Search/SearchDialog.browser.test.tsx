import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { sampleDialogLabels } from './Search.fixtures.js';
import { SearchDialog, type SearchDialogProps } from './SearchDialog.js';

/* Real key presses in Chromium: where the browser's own dialog returns focus on closing. */

afterEach(() => cleanup());

function Harness(props: Partial<SearchDialogProps>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Way into search
      </button>
      {/* A keyboard shortcut pressed on the page, with nothing focused. */}
      <button type="button" hidden id="shortcut" onClick={() => setOpen(true)} />
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        labels={sampleDialogLabels}
        query={query}
        onQueryChange={setQuery}
        results={[]}
        status="Type a word."
        action="/search"
        {...props}
      />
    </>
  );
}

const way = () => screen.getByRole('button', { name: 'Way into search' });
const openFromShortcut = () => (document.getElementById('shortcut') as HTMLElement).click();

describe('SearchDialog focus on closing', () => {
  it('returns focus to the button that opened it', async () => {
    render(<Harness returnFocusTo={() => null} />);
    await userEvent.click(way());
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(way());
  });

  it('opened with nothing focused, Escape puts focus on returnFocusTo, not the page body', async () => {
    render(<Harness returnFocusTo={way} />);
    (document.activeElement as HTMLElement | null)?.blur();
    openFromShortcut();
    await vi.waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(way());
  });
});

describe('SearchDialog shortcut setting', () => {
  it('shows a checkbox named by its label that reports the visitor’s choice', async () => {
    const onChange = vi.fn();
    render(
      <Harness shortcutToggle={{ label: 'Open search with the / key', checked: true, onChange }} />,
    );
    await userEvent.click(way());
    const box = screen.getByRole('checkbox', { name: 'Open search with the / key' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
