import { fireEvent, render, screen } from '@testing-library/react';
import { Link } from 'react-aria-components';
import { LinkProvider } from './LinkProvider';

describe('LinkProvider', () => {
  it('routes link presses through the host router instead of a page load', () => {
    const navigate = vi.fn();
    render(
      <LinkProvider navigate={navigate}>
        <Link href="/about">About</Link>
      </LinkProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(navigate).toHaveBeenCalledWith('/about', undefined);
  });

  it('leaves links as plain anchors without a provider', () => {
    render(<Link href="/about">About</Link>);
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  });
});
