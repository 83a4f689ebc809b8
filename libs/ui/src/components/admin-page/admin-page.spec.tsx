import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render-with-ui';
import { theme } from '../../theme/theme';
import { CardHeaderWithActions } from '../card/card-header-with-actions';
import { AdminPage } from './admin-page';

describe('AdminPage', () => {
  it('stacks its sections with the default gap', () => {
    renderWithUi(
      <AdminPage data-testid="page">
        <section>One</section>
      </AdminPage>,
    );

    expect(screen.getByTestId('page')).toHaveStyle({ display: 'flex', flexDirection: 'column', gap: theme.spacing[6] });
  });

  it('takes a narrower gap from the theme spacing', () => {
    renderWithUi(<AdminPage $gap={4} data-testid="page" />);

    expect(screen.getByTestId('page')).toHaveStyle({ gap: theme.spacing[4] });
  });
});

describe('CardHeaderWithActions', () => {
  it('puts the title and the actions in one wrapping row', () => {
    renderWithUi(
      <CardHeaderWithActions data-testid="header">
        <h2>Subscribers</h2>
        <button type="button">Export CSV</button>
      </CardHeaderWithActions>,
    );

    expect(screen.getByTestId('header')).toHaveStyle({ flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
