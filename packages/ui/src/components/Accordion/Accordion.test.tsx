import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.js';

/*
 * Native <details>/<summary>. jsdom toggles `open` when a summary is activated, but it does not
 * implement `name` (one open at a time in a group): that, and the keyboard, run in Chromium in
 * Accordion.stories.tsx. Here: the markup the browser works from, before and without JavaScript.
 */

const items = [
  { id: 'reply', title: 'How fast do you reply?', content: 'Within one working day.' },
  {
    id: 'cost',
    title: 'Is the consultation free?',
    content: 'Yes, the first consultation is free.',
  },
  { id: 'where', title: 'Where are you?', content: <ul aria-label="Offices">Hyderabad</ul> },
];

const sections = (root: ParentNode = document) => [...root.querySelectorAll('details')];
const openTitles = (root: ParentNode = document) =>
  sections(root)
    .filter((section) => section.open)
    .map((section) => section.querySelector('summary')?.textContent);

describe('Accordion', () => {
  it('renders each item as a closed <details> whose <summary> holds a heading with the title', () => {
    render(<Accordion items={items} />);
    expect(sections()).toHaveLength(3);
    for (const [index, section] of sections().entries()) {
      const summary = section.firstElementChild as HTMLElement;
      expect(summary.tagName).toBe('SUMMARY');
      const heading = summary.querySelector('h3');
      expect(heading?.textContent).toBe(items[index]?.title);
      expect(section.open).toBe(false);
    }
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      items.map((item) => item.title),
    );
  });

  it('puts the titles in headings of headingLevel', () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(document.querySelector('summary > h2')).not.toBeNull();
  });

  it('wraps string content in a paragraph and renders other content as it is', () => {
    render(<Accordion items={items} />);
    const [first, , third] = sections();
    expect(first?.querySelector('p')?.textContent).toBe('Within one working day.');
    expect(third?.querySelector('p')).toBeNull();
    expect(third?.querySelector('ul[aria-label="Offices"]')).not.toBeNull();
  });

  it('gives the sections of one accordion one name (one open at a time), another accordion another', () => {
    const { container } = render(
      <>
        <Accordion items={items} />
        <Accordion items={items} />
      </>,
    );
    const [a, b] = [...container.children] as HTMLElement[];
    const namesOf = (root: HTMLElement) =>
      sections(root).map((section) => section.getAttribute('name'));
    const [nameA] = namesOf(a as HTMLElement);
    const [nameB] = namesOf(b as HTMLElement);
    expect(nameA).toBeTruthy();
    expect(namesOf(a as HTMLElement)).toEqual([nameA, nameA, nameA]);
    expect(namesOf(b as HTMLElement)).toEqual([nameB, nameB, nameB]);
    expect(nameA).not.toBe(nameB);
  });

  it('leaves the sections unnamed (independent) with allowsMultipleExpanded', () => {
    render(<Accordion items={items} allowsMultipleExpanded />);
    for (const section of sections()) expect(section.hasAttribute('name')).toBe(false);
  });

  it('opens the default keys (only the first unless allowsMultipleExpanded)', () => {
    const { unmount } = render(<Accordion items={items} defaultExpandedKeys={['cost', 'reply']} />);
    expect(openTitles()).toEqual(['Is the consultation free?']);
    unmount();
    render(
      <Accordion items={items} allowsMultipleExpanded defaultExpandedKeys={['cost', 'reply']} />,
    );
    expect(openTitles()).toEqual(['How fast do you reply?', 'Is the consultation free?']);
  });

  it('opens and closes a section when its summary is clicked', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const summary = document.querySelector('summary') as HTMLElement;
    await user.click(summary);
    expect(openTitles()).toEqual(['How fast do you reply?']);
    await user.click(summary);
    expect(openTitles()).toEqual([]);
  });

  it('writes open and name into the server HTML, so answers open before and without JavaScript', () => {
    const html = renderToString(<Accordion items={items} defaultExpandedKeys={['cost']} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(openTitles(container)).toEqual(['Is the consultation free?']);
    const names = new Set(sections(container).map((section) => section.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    // No script-only state: no aria-expanded, no hidden panels.
    expect(html).not.toContain('aria-expanded');
    expect(html).not.toMatch(/\shidden[\s=>]/);
  });
});
