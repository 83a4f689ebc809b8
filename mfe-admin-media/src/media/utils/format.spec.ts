import { formatDimensions, formatFileSize, mediaName } from './format';

describe('media display formats (SPEC §9)', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [250_880, '245.0 KB'],
    [1024 * 1024 - 1, '1024.0 KB'],
    [1024 * 1024, '1.0 MB'],
    [5 * 1024 * 1024, '5.0 MB'],
  ])('%i bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('shows real dimensions, or "-" until they are known', () => {
    expect(formatDimensions({ width: 1800, height: 2400 })).toBe('1800 × 2400');
    expect(formatDimensions({ width: null, height: null })).toBe('-');
  });

  it('names an item by its title, else its file name', () => {
    expect(mediaName({ title: 'Pool deck', originalFilename: 'IMG_1.jpg' })).toBe('Pool deck');
    expect(mediaName({ title: null, originalFilename: 'IMG_1.jpg' })).toBe('IMG_1.jpg');
  });
});
