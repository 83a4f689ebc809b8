import { cleanOriginalFilename } from './original-filename';

describe('cleanOriginalFilename', () => {
  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['C:\\Users\\mei\\Pictures\\lobby.jpg', 'lobby.jpg'],
    ['  harbour\u0000 view\u202e.jpg ', 'harbour view.jpg'],
    ['../', 'image'],
    ['', 'image'],
    ['Tiong Bahru façade.webp', 'Tiong Bahru façade.webp'],
  ])('%j is shown as %j', (name, shown) => {
    expect(cleanOriginalFilename(name)).toBe(shown);
  });

  it('shortens a long name to 255 characters and keeps its extension', () => {
    const cleaned = cleanOriginalFilename(`${'a'.repeat(296)}.png`);
    expect(cleaned).toHaveLength(255);
    expect(cleaned.endsWith('a.png')).toBe(true);
  });
});
