import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { PropertyPhoto } from '@app/contracts';
import { UiProvider } from '@app/ui';
import { enhanceGalleries } from '../enhancements/enhance-gallery';
import { ListingGallery } from './listing-gallery';

const photo = (id: string): PropertyPhoto => ({
  mediaId: id,
  thumbnailUrl: `/media/${id}/thumb.webp`,
  source: {
    url: `/media/${id}/1920.webp`,
    width: 1920,
    height: 1260,
    variants: [
      { url: `/media/${id}/960.webp`, width: 960, height: 630 },
      { url: `/media/${id}/1920.webp`, width: 1920, height: 1260 },
    ],
    placeholder: null,
  },
});

const gallery = (
  <UiProvider>
    <ListingGallery title="Bishan condo" photos={[photo('a'), photo('b')]} fallbackImage={null} />
  </UiProvider>
);

describe('ListingGallery', () => {
  it('links every photo to its file, so a thumbnail works before and without JavaScript', () => {
    document.body.innerHTML = renderToString(gallery);
    expect(screen.getByRole('link', { name: 'Show photo 2 of 2' })).toHaveAttribute('href', '/media/b/1920.webp');
    expect(screen.getByRole('link', { name: 'Show photo 1 of 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img', { name: 'Bishan condo, photo 1 of 2' })).toHaveAttribute('src', '/media/a/1920.webp');
  });

  it('once enhanced (no React), shows the chosen photo large in place, with its variants', async () => {
    document.body.innerHTML = renderToString(gallery);
    enhanceGalleries(document);
    const second = screen.getByRole('link', { name: 'Show photo 2 of 2' });

    await userEvent.click(second);

    const large = screen.getByRole('img', { name: 'Bishan condo, photo 2 of 2' });
    expect(large).toHaveAttribute('src', '/media/b/1920.webp');
    expect(large).toHaveAttribute('srcset', '/media/b/960.webp 960w, /media/b/1920.webp 1920w');
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Show photo 1 of 2' })).not.toHaveAttribute('aria-current');
  });

  it('works the same where the page is rendered in the browser (the fallback)', async () => {
    document.body.innerHTML = '';
    render(gallery);
    await userEvent.click(screen.getByRole('link', { name: 'Show photo 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Bishan condo, photo 2 of 2' })).toHaveAttribute('src', '/media/b/1920.webp');
  });
});
