import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropertyPhoto } from '@app/contracts';
import { UiProvider } from '@app/ui';
import { ListingGallery } from './listing-gallery';

const photo = (id: string): PropertyPhoto => ({
  mediaId: id,
  thumbnailUrl: `/media/${id}/thumb.webp`,
  source: { url: `/media/${id}/1920.webp`, width: 1920, height: 1260, variants: [{ url: `/media/${id}/1920.webp`, width: 1920, height: 1260 }], placeholder: null },
});

describe('ListingGallery', () => {
  it('links every photo to its file, so a thumbnail works before and without JavaScript, and shows it in place once hydrated', async () => {
    render(
      <UiProvider>
        <ListingGallery title="Bishan condo" photos={[photo('a'), photo('b')]} fallbackImage={null} />
      </UiProvider>,
    );
    const second = screen.getByRole('link', { name: 'Show photo 2 of 2' });
    expect(second).toHaveAttribute('href', '/media/b/1920.webp');
    expect(screen.getByRole('link', { name: 'Show photo 1 of 2' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(second);

    expect(screen.getByRole('img', { name: 'Bishan condo, photo 2 of 2' })).toHaveAttribute('src', '/media/b/1920.webp');
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Show photo 1 of 2' })).not.toHaveAttribute('aria-current');
  });
});
