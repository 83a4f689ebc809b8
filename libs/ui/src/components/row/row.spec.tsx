import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render-with-ui';
import { theme } from '../../theme/theme';
import { Row } from './row';

describe('Row', () => {
  it('sets its blocks side by side, the given spacing apart, wrapping when asked, as the element asked for', () => {
    renderWithUi(
      <Row as="nav" $gap={4} $wrap aria-label="Links">
        <a href="/one">One</a>
        <a href="/two">Two</a>
      </Row>,
    );

    const row = getComputedStyle(screen.getByRole('navigation', { name: 'Links' }));
    expect([row.display, row.flexWrap, row.gap]).toEqual(['flex', 'wrap', theme.spacing[4]]);
  });
});
