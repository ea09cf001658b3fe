import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { CaseStudyCard } from './CaseStudyCard.js';

afterEach(() => {
  cleanup();
  document.documentElement.style.fontSize = '';
});

it('keeps room for its results’ text on a phone with the text at 200 %', async () => {
  await page.viewport(390, 844);
  document.documentElement.style.fontSize = '32px';
  render(
    // A page's column at this width: the viewport less its scroll bar and a 1rem gutter a side.
    <div style={{ width: '311px' }}>
      <CaseStudyCard
        title="Welfare scheme feedback"
        description="Telugu voice-call surveys asked beneficiaries whether they received benefits."
        resultsHeading="Key results"
        results={['More than 500 villages covered in the first phase']}
      />
    </div>,
  );
  const result = screen.getByText(/More than 500 villages/);
  const { fontSize } = getComputedStyle(result);
  // Five ems: about ten characters a line. The card's and the results' fixed padding, doubled
  // with the text, once left 23 px, less than one character.
  expect(result.getBoundingClientRect().width).toBeGreaterThanOrEqual(
    5 * Number.parseFloat(fontSize),
  );
});
