import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StepList } from '../StepList/StepList.js';
import { FeatureCard } from './FeatureCard.js';

/*
 * An item led by a badge in a row (FeatureCard `inline`, StepList `vertical`) keeps its copy beside
 * the badge only while the copy has room for a line of text: in a narrow column (a phone with text
 * enlarged), the copy goes under the badge instead of setting a word or less per line.
 */

afterEach(() => cleanup());

/** Where the item's copy sits against its badge, in a column `width` wide at a root of `rootPx`. */
function placeOfCopy(rootPx: number, width: string, item: 'feature' | 'step') {
  document.documentElement.style.fontSize = `${rootPx}px`;
  render(
    <div style={{ width }}>
      {item === 'feature' ? (
        <FeatureCard title="Address" icon="map-pin" layout="inline">
          4th Floor, Cyber Pearl, HITEC City, Hyderabad
        </FeatureCard>
      ) : (
        <StepList layout="vertical" steps={[{ title: 'Address', description: 'Where we are.' }]} />
      )}
    </div>,
  );
  const copy = screen.getByRole('heading', { name: 'Address' }).parentElement as HTMLElement;
  const badge = copy.previousElementSibling as HTMLElement;
  const copyBox = copy.getBoundingClientRect();
  const badgeBox = badge.getBoundingClientRect();
  document.documentElement.style.fontSize = '';
  cleanup();
  if (copyBox.top >= badgeBox.bottom) return { under: true, copyWidth: copyBox.width };
  return { under: false, copyWidth: copyBox.width, besideBadge: copyBox.left >= badgeBox.right };
}

describe.each(['feature', 'step'] as const)('a %s item led by a badge', (item) => {
  it('sets its copy beside the badge in a column with room for it', () => {
    expect(placeOfCopy(16, '20rem', item)).toMatchObject({ under: false, besideBadge: true });
    // The same column with the text at 200 %: as wide in ems, so the same layout.
    expect(placeOfCopy(32, '20rem', item)).toMatchObject({ under: false, besideBadge: true });
  });

  it('sets its copy under the badge, the column’s full width, when the room beside it is narrow', () => {
    // A 320 px phone's card with the text at 200 %: 201 px, 73 px of it beside the badge.
    const place = placeOfCopy(32, '201px', item);
    expect(place.under).toBe(true);
    expect(place.copyWidth).toBe(201);
  });
});
