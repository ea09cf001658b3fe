import { describe, expect, it } from 'vitest';
import { phonePick } from './phone-pick';

describe('the phone picks', () => {
  it('follows sizes and srcset as a browser does', () => {
    const srcSet = '/a-480.avif 480w, /a-800.avif 800w, /a-1200.avif 1200w, /a-1600.avif 1600w';
    expect(phonePick(srcSet, '(min-width: 48rem) 42rem, 100vw')).toBe('/a-1200.avif');
    expect(phonePick(srcSet, '(max-width: 30rem) 50vw, 100vw')).toBe('/a-800.avif');
    expect(phonePick(srcSet, '2000px')).toBe('/a-1600.avif');
  });
});
