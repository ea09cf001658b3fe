import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleDialogLabels, sampleResults } from './Search.fixtures.js';
import { SearchButton } from './SearchButton.js';
import { SearchDialog, type SearchDialogProps } from './SearchDialog.js';
import { SearchPanel } from './SearchPanel.js';
import { SearchResults } from './SearchResults.js';
import { SearchStatus } from './SearchStatus.js';

beforeAll(() => {
  // jsdom's <dialog> may lack the modal methods: enough of them to follow the open state.
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  if (typeof proto.showModal !== 'function') {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  }
  if (typeof proto.close !== 'function') {
    proto.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchButton', () => {
  it('renders a dialog button for scripting and a link to the search page for no scripting', () => {
    const html = renderToString(<SearchButton label="Search" href="/search" keyShortcuts="/" />);
    expect(html).toMatch(
      /<button type="button"[^>]*aria-label="Search"[^>]*aria-haspopup="dialog"/,
    );
    expect(html).toContain('aria-keyshortcuts="/"');
    expect(html).toMatch(
      /<a [^>]*aria-label="Search"[^>]*href="\/search"|<a [^>]*href="\/search"[^>]*aria-label="Search"/,
    );
  });

  it('calls onPress when the button is pressed', () => {
    const onPress = vi.fn();
    render(<SearchButton label="Search" href="/search" onPress={onPress} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('shows its label as text in the row variant (a menu entry)', () => {
    render(<SearchButton label="Search" href="/search" variant="row" />);
    expect(screen.getByRole('button').textContent).toBe('Search');
    expect(screen.getByRole('button').hasAttribute('aria-label')).toBe(false);
  });
});

describe('SearchResults', () => {
  it('links each result by its title, described by its type and excerpt, matches marked', () => {
    render(<SearchResults results={sampleResults} label="Search results" />);
    const list = screen.getByRole('list', { name: 'Search results' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(sampleResults.map((r) => r.title));
    expect(links[0]?.getAttribute('href')).toBe('/blog/data-driven-policy-making');
    const described = (links[0]?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described[0]).toBe('Article');
    expect(described[1]).toContain('grievance trends in dashboards every morning');
    expect([...list.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'dashboards',
      'dashboards',
      'dashboards',
    ]);
  });

  it('renders text as text: markup in a title or excerpt never becomes elements', () => {
    const { container } = render(
      <SearchResults
        label="Results"
        results={[
          {
            href: '/x',
            title: '<img src=x onerror=alert(1)>',
            type: 'Page',
            excerpt: [{ text: '<b>bold</b>' }, { text: '<i>mark</i>', marked: true }],
          },
        ]}
      />,
    );
    expect(container.querySelector('img, b, i')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<i>mark</i>');
    expect(screen.getByRole('link').textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('renders nothing without results', () => {
    const { container } = render(<SearchResults results={[]} label="Results" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('SearchStatus', () => {
  it('is a live region that takes a new text once typing pauses', () => {
    vi.useFakeTimers();
    const { rerender } = render(<SearchStatus>Type a word.</SearchStatus>);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Type a word.');
    rerender(<SearchStatus>1 result for ‘d’</SearchStatus>);
    act(() => vi.advanceTimersByTime(200));
    rerender(<SearchStatus>3 results for ‘da’</SearchStatus>);
    act(() => vi.advanceTimersByTime(300));
    expect(status.textContent).toBe('Type a word.');
    act(() => vi.advanceTimersByTime(100));
    expect(status.textContent).toBe('3 results for ‘da’');
  });
});

function Harness(props: Partial<SearchDialogProps>) {
  const [open, setOpen] = useState(true);
  const [query, setQuery] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        labels={sampleDialogLabels}
        query={query}
        onQueryChange={setQuery}
        results={query ? sampleResults : []}
        status={query ? `3 results for ‘${query}’` : 'Type a word.'}
        action="/search"
        {...props}
      />
    </>
  );
}

describe('SearchDialog', () => {
  const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
  const field = () => screen.getByRole('searchbox', { name: sampleDialogLabels.input });

  it('opens as a named dialog with the search field focused', () => {
    render(<Harness />);
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: sampleDialogLabels.title })).toBe(dialog());
    expect(document.activeElement).toBe(field());
    const form = field().closest('form');
    expect(form?.parentElement?.tagName).toBe('SEARCH');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(field().getAttribute('name')).toBe('q');
  });

  it('moves through the results with the arrow keys, and back up to the field', () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: 'dashboards' } });
    const links = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0] as HTMLElement, { key: 'ArrowDown' });
    fireEvent.keyDown(links[1] as HTMLElement, { key: 'ArrowDown' });
    fireEvent.keyDown(links[2] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2] as HTMLElement, { key: 'ArrowUp' });
    fireEvent.keyDown(links[1] as HTMLElement, { key: 'ArrowUp' });
    fireEvent.keyDown(links[0] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(field());
    expect(field().getAttribute('aria-controls')).toBe(
      screen.getByRole('list', { name: 'Search results' }).id,
    );
  });

  it('closes on Escape, on the close button and on a click on the backdrop', () => {
    render(<Harness />);
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Opener' }));
    expect(dialog().open).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: sampleDialogLabels.close }));
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Opener' }));
    fireEvent.click(dialog());
    expect(dialog().open).toBe(false);
  });

  it('keeps a click inside the panel from closing it', () => {
    render(<Harness />);
    fireEvent.click(field());
    expect(dialog().open).toBe(true);
  });

  it('does not submit an empty query', () => {
    render(<Harness />);
    const form = field().closest('form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});

describe('SearchPanel', () => {
  it('is a search landmark with a labelled field, a submit button when labelled, a status and results', () => {
    render(
      <SearchPanel
        labels={{ input: 'Search pages', results: 'Search results', submit: 'Search' }}
        query="dashboards"
        onQueryChange={() => {}}
        results={sampleResults}
        status="3 results for ‘dashboards’"
        action="/search"
      />,
    );
    // A <search> landmark (jsdom's role table predates the element; browsers map it).
    expect(document.querySelector('search form[action="/search"]')).not.toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search pages' })).toHaveProperty(
      'value',
      'dashboards',
    );
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('status').textContent).toBe('3 results for ‘dashboards’');
    expect(
      within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('link'),
    ).toHaveLength(3);
  });
});
