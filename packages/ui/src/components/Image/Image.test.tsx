import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image, type ImageProps } from './Image.js';

describe('Image', () => {
  it('renders intrinsic dimensions and lazy-loads by default', () => {
    render(<Image src="/images/a.jpg" alt="Team at work" width={800} height={600} />);
    const img = screen.getByRole('img', { name: 'Team at work' });
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('600');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('priority loads eagerly with fetchpriority=high', () => {
    render(<Image src="/images/hero.jpg" alt="Hero" width={1200} height={800} priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('other formats become the sources of a picture, sharing the sizes', () => {
    const { container } = render(
      <Image
        src="/p-800.webp"
        alt="Field team"
        width={1600}
        height={900}
        srcSet="/p-800.webp 800w, /p-1600.webp 1600w"
        sizes="50vw"
        sources={[{ type: 'image/avif', srcSet: '/p-800.avif 800w, /p-1600.avif 1600w' }]}
      />,
    );
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe('/p-800.avif 800w, /p-1600.avif 1600w');
    expect(source?.getAttribute('sizes')).toBe('50vw');
    const img = container.querySelector('picture > source + img');
    expect(img?.getAttribute('srcset')).toBe('/p-800.webp 800w, /p-1600.webp 1600w');
    expect(img?.getAttribute('sizes')).toBe('50vw');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('without other formats there is no picture', () => {
    const { container } = render(<Image src="/a.svg" alt="" width={10} height={10} />);
    expect(container.querySelector('picture')).toBeNull();
  });

  it('requires width and height', () => {
    const missing = { src: '/images/a.jpg', alt: '' } as unknown as ImageProps;
    expect(() => render(<Image {...missing} />)).toThrow(/width and height/);
    expect(() => render(<Image src="/a.jpg" alt="" width={0} height={10} />)).toThrow();
    expect(() => render(<Image src="/a.jpg" alt="" width={Number.NaN} height={10} />)).toThrow();
  });

  it('an empty alt makes the image decorative', () => {
    const { container } = render(<Image src="/a.jpg" alt="" width={10} height={10} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
