import { screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { renderWithUi } from '../../testing/render-with-ui';
import { LinkCard } from './link-card';

function renderInRouter(ui: ReactElement) {
  return renderWithUi(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('LinkCard', () => {
  it('is one link named by its content, an anchor by default', () => {
    renderInRouter(
      <LinkCard href="#analytics">
        <h2>Analytics</h2>
        <p>Posts at a glance</p>
      </LinkCard>,
    );

    expect(screen.getByRole('link', { name: 'Analytics Posts at a glance' })).toHaveAttribute('href', '#analytics');
  });

  it('renders as a router link, and centres its content when asked', () => {
    renderInRouter(
      <LinkCard as={Link} to="/admin/media" $centered>
        Media Library
      </LinkCard>,
    );

    const link = screen.getByRole('link', { name: 'Media Library' });
    expect(link).toHaveAttribute('href', '/admin/media');
    expect(link).toHaveStyle({ textAlign: 'center', alignItems: 'center' });
  });
});
