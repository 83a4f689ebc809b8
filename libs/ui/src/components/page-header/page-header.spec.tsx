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

  it('shows a status beside the title and gives the title an id to label a section', () => {
    render(
      <UiProvider>
        <section aria-labelledby="editor-heading">
          <PageHeader title="Edit Content" titleId="editor-heading" status={<span>Live on the blog</span>} />
        </section>
      </UiProvider>,
    );

    expect(screen.getByRole('region', { name: 'Edit Content' })).toBeInTheDocument();
    expect(screen.getByText('Live on the blog')).toBeInTheDocument();
  });
});
