import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render-with-ui';
import { theme } from '../../theme/theme';
import { GridList, PlainList, RowList } from './plain-list';

describe('PlainList, RowList and GridList', () => {
  it('lay out a list without bullets or indent, its items the given spacing apart', () => {
    renderWithUi(
      <>
        <RowList $gap={2} $wrap aria-label="Row">
          <li>One</li>
        </RowList>
        <GridList $gap={4} $columns={{ md: 3 }} aria-label="Grid">
          <li>Two</li>
        </GridList>
        <PlainList aria-label="Column">
          <li>Three</li>
        </PlainList>
      </>,
    );

    const row = getComputedStyle(screen.getByRole('list', { name: 'Row' }));
    expect([row.display, row.flexWrap, row.gap, row.listStyle, row.padding]).toEqual(['flex', 'wrap', theme.spacing[2], 'none', '0px']);
    const grid = getComputedStyle(screen.getByRole('list', { name: 'Grid' }));
    expect([grid.display, grid.gap, grid.listStyle, grid.margin]).toEqual(['grid', theme.spacing[4], 'none', '0px']);
    const column = getComputedStyle(screen.getByRole('list', { name: 'Column' }));
    expect([column.display, column.flexDirection, column.gap, column.listStyle]).toEqual(['flex', 'column', theme.spacing[2], 'none']);
  });
});
