import { render, screen } from '@testing-library/react';
import { UiProvider } from '../../theme/ui-provider';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('renders the page heading and its actions', () => {
    render(
      <UiProvider>
        <PageHeader title="Media Library" actions={<button type="button">Back to Admin</button>} />
      </UiProvider>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Media Library' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Admin' })).toBeInTheDocument();
  });
});
