import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppShell } from './AppShell.js';

describe('AppShell', () => {
  it('orders skip link, header, main and footer, and the skip link targets main', async () => {
    const user = userEvent.setup();
    render(
      <AppShell
        skipLinkLabel="Skip to main content"
        header={
          <header>
            <a href="/">Home</a>
          </header>
        }
        footer={<footer>Footer</footer>}
        overlays={<div>Overlay</div>}
      >
        <h1>Page</h1>
      </AppShell>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(main.id).toBe('main-content');
    expect(main.getAttribute('tabindex')).toBe('-1');
    const banner = screen.getByRole('banner');
    const footer = screen.getByRole('contentinfo');
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Overlay')).toBeTruthy();
  });

  it('accepts a custom main id', () => {
    render(
      <AppShell skipLinkLabel="Skip" mainId="content" header={null} footer={null}>
        <p>Body</p>
      </AppShell>,
    );
    expect(screen.getByRole('main').id).toBe('content');
    expect(screen.getByRole('link', { name: 'Skip' }).getAttribute('href')).toBe('#content');
  });
});
