import { containsActiveContent, imageTypeOf } from './image-signature';

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((part) => Buffer.from(part as never)));

describe('imageTypeOf', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe0], 'rest'), 'image/jpeg'],
    [bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'), 'image/png'],
    [bytes('GIF89a', [1, 0]), 'image/gif'],
    [bytes('GIF87a', [1, 0]), 'image/gif'],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('recognises %#', (file, type) => {
    expect(imageTypeOf(file)).toBe(type);
  });

  it.each([
    ['html', bytes('<!doctype html><html></html>')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['json', bytes('{"a":1}')],
    ['RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_name, file) => {
    expect(imageTypeOf(file)).toBeNull();
  });
});

describe('containsActiveContent', () => {
  it.each(['<script>alert(1)</script>', '<HTML>', '<iframe src=x>', '<!DOCTYPE html>', 'href="javascript:alert(1)"'])('finds %s', (markup) => {
    expect(containsActiveContent(bytes([0xff, 0xd8, 0xff, 0xfe, 0x00, 0x20], markup, [0xff, 0xd9]))).toBe(true);
  });

  it('finds nothing in plain image data', () => {
    expect(containsActiveContent(bytes([0xff, 0xd8, 0xff], 'Exif  <x:xmpmeta> Harbourline <b>', [0xff, 0xd9]))).toBe(false);
  });
});
