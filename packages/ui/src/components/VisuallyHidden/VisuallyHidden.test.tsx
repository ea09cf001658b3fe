import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.js';

describe('VisuallyHidden', () => {
  it('stays in the accessibility tree while clipped to 1 px', () => {
    render(
      <VisuallyHidden as="div" role="status">
        Submitting...
      </VisuallyHidden>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Submitting...');
    const css = getComputedStyle(status);
    expect(css.position).toBe('absolute');
    expect(css.width).toBe('1px');
  });
});
