import type { MediaMimeType } from '@app/contracts';

type Signature = { type: MediaMimeType; matches: (bytes: Buffer) => boolean };

const startsWith = (bytes: Buffer, prefix: number[] | string, offset = 0) =>
  bytes.subarray(offset, offset + prefix.length).equals(Buffer.from(prefix as never));

const SIGNATURES: Signature[] = [
  { type: 'image/jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/gif', matches: (bytes) => startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a') },
  { type: 'image/webp', matches: (bytes) => startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8) },
];

/** The image type a file's first bytes announce (its magic bytes), whatever its name or declared type says. */
export function imageTypeOf(bytes: Buffer): MediaMimeType | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}

/**
 * Markup a browser would run if it ever took the file for a page: what makes an image a polyglot. Seven or more
 * characters each, so the chance of meeting one in compressed image data is negligible.
 */
const ACTIVE_CONTENT = /<(?:script|html|iframe|object|embed)[\s>/]|<!doctype|javascript:/i;

export function containsActiveContent(bytes: Buffer): boolean {
  return ACTIVE_CONTENT.test(bytes.toString('latin1'));
}
