import { fireEvent, render, screen } from '@testing-library/react';
import type { ResponsiveImageSource } from '@app/contracts';
import { UiProvider } from '@app/ui';
import { PLACEHOLDER_IMAGE } from '../../enhancements/image-fallbacks';
import { CARD_IMAGE_SIZES, PostImage } from './post-image';

const MEDIA = '/media/0b9f3c1e-4d2a-4c7b-9e1f-2a3b4c5d6e7f';
const source: ResponsiveImageSource = {
  url: `${MEDIA}/1280.webp`,
  width: 1280,
  height: 853,
  variants: [
    { width: 320, height: 213, url: `${MEDIA}/320.webp` },
    { width: 1280, height: 853, url: `${MEDIA}/1280.webp` },
  ],
  placeholder: 'data:image/webp;base64,AA==',
};

function renderImage(props: Partial<Parameters<typeof PostImage>[0]> = {}) {
  render(
    <UiProvider>
      <PostImage src={source.url} source={source} sizes={CARD_IMAGE_SIZES} width={640} height={360} {...props} />
    </UiProvider>,
  );
  return screen.getByRole('presentation');
}

describe('PostImage', () => {
  it('offers the media item’s WebP variants at their real size, lazily, over the blurred placeholder', () => {
    const image = renderImage();
    expect(image).toHaveAttribute('srcset', `${MEDIA}/320.webp 320w, ${MEDIA}/1280.webp 1280w`);
    expect(image).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(image).toHaveAttribute('src', `${MEDIA}/1280.webp`);
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '853');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.style.backgroundImage).toContain('data:image/webp;base64,AA==');
  });

  it('loads a priority image at once', () => {
    const image = renderImage({ priority: true });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a static image as it is, with its size and lazily', () => {
    const image = renderImage({ src: '/images/blog/blog-2.svg', source: null });
    expect(image).toHaveAttribute('src', '/images/blog/blog-2.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the placeholder image when the variants break', () => {
    fireEvent.error(renderImage());
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image).not.toHaveAttribute('srcset');
  });

  it('shows the placeholder image for a post without an image', () => {
    expect(renderImage({ src: null, source: null })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });
});
