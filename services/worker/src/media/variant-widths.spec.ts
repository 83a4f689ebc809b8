import { variantWidths } from './variant-widths';

describe('variantWidths', () => {
  it.each([
    [4032, [320, 640, 1280, 1920]],
    [1920, [320, 640, 1280, 1920]],
    [1500, [320, 640, 1280, 1500]],
    [640, [320, 640]],
    [800, [320, 640, 800]],
    [120, [120]],
  ])('an image %i px wide gets %j, never enlarged', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });
});
