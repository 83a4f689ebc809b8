import { PLACEHOLDER_IMAGE, watchImageFallbacks } from './image-fallbacks';

describe('watchImageFallbacks', () => {
  beforeAll(() => {
    document.body.innerHTML = `
      <img id="failed-early" data-falls-back="true" src="/media/gone/original.webp" srcset="/media/gone/w640.webp 640w" sizes="100vw">
      <img id="plain" src="/images/hero.svg">`;
    // jsdom loads no image: this one is made to look finished with nothing to show, as one that failed before the script ran.
    Object.defineProperties(document.getElementById('failed-early'), { complete: { value: true }, naturalWidth: { value: 0 } });
    watchImageFallbacks(document);
  });

  it('shows the placeholder for a marked image that failed before the script ran, without its srcset', () => {
    const image = document.getElementById('failed-early') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('shows the placeholder for a marked image that fails later, and leaves unmarked images alone', () => {
    const later = document.createElement('img');
    later.setAttribute('data-falls-back', 'true');
    later.src = '/media/gone/w320.webp';
    document.body.append(later);
    later.dispatchEvent(new Event('error'));

    expect(later.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(document.getElementById('plain')).toHaveAttribute('src', '/images/hero.svg');
  });
});
