import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render-with-ui';
import { DetailFrame } from './detail-frame';

describe('DetailFrame', () => {
  it('shows the back link, the h1 with its status and description, the body, actions and sections', () => {
    renderWithUi(
      <DetailFrame
        back={<a href="/pets">Back to pets</a>}
        title="Rex"
        status={<span>Active</span>}
        description="Since 2024"
        body={<p>Body text</p>}
        actions={<button type="button">Archive</button>}
      >
        <section aria-label="History" />
      </DetailFrame>,
    );

    expect(screen.getByRole('link', { name: 'Back to pets' })).toHaveAttribute('href', '/pets');
    expect(screen.getByRole('heading', { level: 1, name: 'Rex' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Since 2024')).toBeInTheDocument();
    expect(screen.getByText('Body text')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toBeInTheDocument();
  });

  it('leaves out the body row when there is neither body nor actions', () => {
    renderWithUi(<DetailFrame back={null} title="Rex" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Rex' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Since 2024')).not.toBeInTheDocument();
  });
});
