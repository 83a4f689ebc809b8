import sharp from 'sharp';

/** What an image's header says, read without decoding its pixels. */
export type ImageHeader = { format: string; pixels: number };

/** Reads image headers (sharp adapter); returns null when the bytes are not an image sharp can read. */
export abstract class ImageHeaderReader {
  abstract read(bytes: Buffer): Promise<ImageHeader | null>;
}

/** sharp's own pixel limit is lifted here: only the header is read, and the caller applies ours to it. */
export class SharpImageHeaderReader extends ImageHeaderReader {
  async read(bytes: Buffer): Promise<ImageHeader | null> {
    try {
      const { format, width, height, pageHeight, pages = 1 } = await sharp(bytes, { limitInputPixels: false }).metadata();
      return { format, pixels: width * (pageHeight ?? height) * pages };
    } catch {
      return null;
    }
  }
}
