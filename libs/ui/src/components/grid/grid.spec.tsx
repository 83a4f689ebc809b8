import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render-with-ui';
import { theme } from '../../theme/theme';
import { Grid } from './grid';

describe('Grid', () => {
  it('lays out its blocks in a grid, the given spacing apart, as the element asked for', () => {
    renderWithUi(
      <Grid as="section" $gap={6} $columns={{ lg: 2 }} aria-label="Columns">
        <p>One</p>
        <p>Two</p>
      </Grid>,
    );

    const grid = screen.getByRole('region', { name: 'Columns' });
    expect(grid.tagName).toBe('SECTION');
    expect([getComputedStyle(grid).display, getComputedStyle(grid).gap]).toEqual(['grid', theme.spacing[6]]);
  });
});
