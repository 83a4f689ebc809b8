import { MEDIA_UPLOAD_CHECKS } from '@app/contracts';
import { checkFiles } from './check-files';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('checkFiles (SPEC §5)', () => {
  it('accepts up to the limit of JPEG, PNG, GIF and WebP files of at most 5 MB', () => {
    const files = Object.entries({ 'a.jpg': 'image/jpeg', 'b.png': 'image/png', 'c.gif': 'image/gif', 'd.webp': 'image/webp' }).map(([name, type]) =>
      file(name, type),
    );
    expect(checkFiles(files, 10)).toBeNull();
    expect(checkFiles([file('big.jpg', 'image/jpeg', 5 * 1024 * 1024)], 10)).toBeNull();
  });

  it('refuses too many files', () => {
    expect(
      checkFiles(
        Array.from({ length: 11 }, () => file('a.png', 'image/png')),
        10,
      ),
    ).toEqual(MEDIA_UPLOAD_CHECKS.tooManyFiles);
    expect(checkFiles([file('a.png', 'image/png'), file('b.png', 'image/png')], 1)).toEqual(MEDIA_UPLOAD_CHECKS.tooManyPickerFiles);
  });

  it('refuses other types, judging by the extension when the browser gives none', () => {
    expect(checkFiles([file('logo.svg', 'image/svg+xml')], 10)).toEqual(MEDIA_UPLOAD_CHECKS.invalidType);
    expect(checkFiles([file('notes.txt', '')], 10)).toEqual(MEDIA_UPLOAD_CHECKS.invalidType);
    expect(checkFiles([file('photo.JPG', '')], 10)).toBeNull();
  });

  it('refuses a file over 5 MB with the SPEC texts', () => {
    expect(checkFiles([file('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)], 10)).toEqual({
      title: 'File too large',
      description: 'Files must be smaller than 5MB.',
    });
  });
});
