import { newUuid } from './request-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newUuid', () => {
  it('returns a v4 UUID', () => {
    expect(newUuid()).toMatch(UUID_V4);
  });

  it('still returns a v4 UUID outside a secure context, where crypto.randomUUID is missing', () => {
    const randomUUID = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), 'randomUUID');
    Reflect.deleteProperty(Object.getPrototypeOf(crypto), 'randomUUID');
    try {
      expect(typeof crypto.randomUUID).toBe('undefined');
      expect(newUuid()).toMatch(UUID_V4);
      expect(newUuid()).not.toBe(newUuid());
    } finally {
      Object.defineProperty(Object.getPrototypeOf(crypto), 'randomUUID', randomUUID!);
    }
  });
});
