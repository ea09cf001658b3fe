import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Pagination } from './Pagination.js';

const props = {
  label: 'Pages of articles',
  hrefOf: (number: number) => (number === 1 ? '#blog' : `#blog-page-${number}`),
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  pageLabel: (number: number) => `Page ${number}`,
};

afterEach(() => {
  cleanup();
  document.documentElement.style.fontSize = '';
});

describe('Pagination', () => {
  it('is walked with Tab in reading order: previous, the numbers, next', async () => {
    render(<Pagination {...props} current={5} count={40} />);
    const links = screen.getAllByRole('link');
    for (const link of links) {
      await userEvent.keyboard('{Tab}');
      expect(document.activeElement).toBe(link);
    }
    expect(links.map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual([
      'Previous page',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 40',
      'Next page',
    ]);
  });

  it('reflows at 320 px with the text at 200 %: every link inside the width, none overlapping', async () => {
    await page.viewport(320, 640);
    document.documentElement.style.fontSize = '32px';
    render(
      <div style={{ width: '288px' }}>
        <Pagination {...props} current={84} count={167} />
      </div>,
    );
    const boxes = screen.getAllByRole('link').map((link) => link.getBoundingClientRect());
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(320);
    }
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) {
        const overlap =
          box.left < other.right &&
          other.left < box.right &&
          box.top < other.bottom &&
          other.top < box.bottom;
        expect(overlap).toBe(false);
      }
    }
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  });
});
