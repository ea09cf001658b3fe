import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination, pageNumbersShown } from './Pagination.js';

const props = {
  label: 'Pages of articles',
  hrefOf: (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`),
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  pageLabel: (page: number) => `Page ${page}`,
};

describe('Pagination', () => {
  it('is a labelled nav: previous, every page, next; the current page marked', () => {
    render(<Pagination {...props} current={2} count={3} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of articles' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Previous page', '/blog'],
      ['1', '/blog'],
      ['2', '/blog/page/2'],
      ['3', '/blog/page/3'],
      ['Next page', '/blog/page/3'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(links[0]?.getAttribute('rel')).toBe('prev');
    expect(links.at(-1)?.getAttribute('rel')).toBe('next');
  });

  it('has no previous on the first page, no next on the last, and nothing with one page', () => {
    const { rerender, container } = render(<Pagination {...props} current={1} count={2} />);
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull();
    rerender(<Pagination {...props} current={2} count={2} />);
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
    rerender(<Pagination {...props} current={1} count={1} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the page numbers shown', () => {
  it('are every page when there are few', () => {
    expect(pageNumbersShown(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keep the first, the last and the current page with its neighbours in order', () => {
    for (const count of [6, 7, 10, 167]) {
      for (let current = 1; current <= count; current += 1) {
        const shown = pageNumbersShown(current, count);
        const numbers = shown.filter((page) => page !== 'gap');
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        for (const page of [1, count, current - 1, current, current + 1]) {
          if (page >= 1 && page <= count) expect(numbers).toContain(page);
        }
        // A gap stands for two pages or more, and is never next to another.
        shown.forEach((page, index) => {
          if (page !== 'gap') return;
          const before = shown[index - 1] as number;
          const after = shown[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
        expect(shown.length).toBeLessThanOrEqual(7);
      }
    }
  });
});
