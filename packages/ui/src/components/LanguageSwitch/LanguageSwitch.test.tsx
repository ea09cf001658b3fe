import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from './LanguageSwitch.js';

describe('LanguageSwitch', () => {
  it('names each language in its own script, marked with its language', () => {
    render(
      <LanguageSwitch
        links={[
          {
            href: '/te/contact',
            label: 'తెలుగు',
            lang: 'te',
            description: 'Read this page in {language}',
          },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Read this page in తెలుగు' });
    expect(link.getAttribute('href')).toBe('/te/contact');
    expect(link.getAttribute('hreflang')).toBe('te');
    expect(screen.getByText('తెలుగు').getAttribute('lang')).toBe('te');
  });

  it('keeps the words around the name in the order the description gives', () => {
    render(
      <LanguageSwitch
        links={[
          {
            href: '/contact',
            label: 'English',
            lang: 'en',
            description: 'ఈ పేజీని {language}లో చదవండి',
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'ఈ పేజీని Englishలో చదవండి' })).toBeDefined();
  });

  it('is just the name when there is no description', () => {
    render(<LanguageSwitch links={[{ href: '/', label: 'English', lang: 'en' }]} />);
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
  });

  it('says, in its language, that a page not yet translated is coming, instead of a link', () => {
    render(
      <LanguageSwitch
        links={[{ label: 'తెలుగు', lang: 'te', pending: 'ఈ పేజీ తెలుగు అనువాదం సిద్ధమవుతోంది' }]}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    const note = screen.getByText('ఈ పేజీ తెలుగు అనువాదం సిద్ధమవుతోంది');
    expect(note.closest('[lang]')?.getAttribute('lang')).toBe('te');
  });
});
