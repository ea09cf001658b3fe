import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './Grid.js';

describe('Grid', () => {
  it('asList wraps each child in a list item', () => {
    render(
      <Grid asList>
        <span>One</span>
        <span>Two</span>
        {null}
      </Grid>,
    );
    expect(screen.getByRole('list')).toBeDefined();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('without asList renders plain children', () => {
    render(
      <Grid>
        <span>One</span>
      </Grid>,
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
