import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts a UUID in either case and refuses anything shaped otherwise', () => {
    expect(isUuid('0b6a2d1c-3f4e-4a5b-8c6d-7e8f9a0b1c2d')).toBe(true);
    expect(isUuid('0B6A2D1C-3F4E-4A5B-8C6D-7E8F9A0B1C2D')).toBe(true);
    expect(isUuid('a'.repeat(36))).toBe(false);
    expect(isUuid('------------------------------------')).toBe(false);
    expect(isUuid('../etc/passwd')).toBe(false);
  });
});
