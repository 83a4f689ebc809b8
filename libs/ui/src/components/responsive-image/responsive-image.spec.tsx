import { fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render-with-ui';
import { ResponsiveImage, type ImageWithVariants } from './responsive-image';

const image: ImageWithVariants = {
  url: '/media/m1/1280.webp',
  width: 1280,
  height: 960,
  variants: [
    { url: '/media/m1/320.webp', width: 320, height: 240 },
    { url: '/media/m1/640.webp', width: 640, height: 480 },
    { url: '/media/m1/1280.webp', width: 1280, height: 960 },
  ],
  placeholder: 'data:image/webp;base64,UklGRg==',
};

describe('ResponsiveImage', () => {
  it('offers every variant with its width, reserves the real size and loads lazily', () => {
    renderWithUi(<ResponsiveImage image={image} alt="Pool deck at dusk" sizes="(min-width: 1024px) 50vw, 100vw" />);

    const img = screen.getByRole('img', { name: 'Pool deck at dusk' });
    expect(img).toHaveAttribute('src', '/media/m1/1280.webp');
    expect(img).toHaveAttribute('srcset', '/media/m1/320.webp 320w, /media/m1/640.webp 640w, /media/m1/1280.webp 1280w');
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '960');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('shows the blurred placeholder until the picture has loaded', () => {
    renderWithUi(<ResponsiveImage image={image} alt="Lobby" />);
    const img = screen.getByRole('img', { name: 'Lobby' });
    expect(img.style.backgroundImage).toBe('url("data:image/webp;base64,UklGRg==")');

    fireEvent.load(img);

    expect(img.style.backgroundImage).toBe('');
  });

  it('loads a priority image at once', () => {
    renderWithUi(<ResponsiveImage image={image} alt="Hero" priority />);
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('loading', 'eager');
  });
});
