import { describe, expect, it } from 'vitest';
import { cardTeaser, cardTeaserLength } from './PostCard';

describe('a card’s teaser', () => {
  it('is the excerpt’s first sentence', () => {
    expect(
      cardTeaser('Queues shorten when forms are clear. The rest of this piece says how.', 'en'),
    ).toBe('Queues shorten when forms are clear.');
    expect(cardTeaser('ఫారాలు స్పష్టంగా ఉంటే వరుసలు తగ్గుతాయి. ఎలాగో ఈ వ్యాసం చెబుతుంది.', 'te')).toBe(
      'ఫారాలు స్పష్టంగా ఉంటే వరుసలు తగ్గుతాయి.',
    );
  });

  it('cuts a long first sentence at a word, with an ellipsis, within the length', () => {
    const words = Array.from({ length: 60 }, (_, index) => `పదం${index}`).join(' ');
    const teaser = cardTeaser(`${words}, and more.`, 'te');
    expect(teaser.length).toBeLessThanOrEqual(cardTeaserLength);
    expect(teaser).toMatch(/^పదం0 .*పదం\d+…$/u);
    expect(words.startsWith(teaser.slice(0, -1))).toBe(true);
  });

  it('cuts text without spaces at the length', () => {
    const teaser = cardTeaser('x'.repeat(400), 'en');
    expect(teaser).toHaveLength(cardTeaserLength);
    expect(teaser.endsWith('…')).toBe(true);
  });
});
