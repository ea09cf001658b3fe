import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageReviewDate } from './PageReviewDate.js';

describe('PageReviewDate', () => {
  it('says what the date is, then gives it as a machine-readable time', () => {
    const { container } = render(
      <PageReviewDate label="Last reviewed" iso="2025-05-15" text="15 May 2025" />,
    );
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2025-05-15');
    expect(time?.textContent).toBe('15 May 2025');
    expect(time?.parentElement?.tagName).toBe('P');
    expect(time?.parentElement?.textContent).toBe('Last reviewed 15 May 2025');
  });

  it('is a band of the page, not a landmark or a region', () => {
    const { container } = render(
      <PageReviewDate label="Last updated" iso="2024-01-02" text="2 January 2024" />,
    );
    const band = container.firstElementChild;
    expect(band?.tagName).toBe('DIV');
    expect(band?.getAttribute('role')).toBeNull();
  });
});
