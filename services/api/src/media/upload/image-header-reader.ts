import sharp from 'sharp';

/** What an image's header says, read without decoding its pixels. */
export type ImageHeader = { format: string; pixels: number };

/**
 * Reads image headers (the API's sharp adapter); returns null when the bytes are not an image sharp can read. Also
 * rewrites an image kept as uploaded (a stamp certificate) without its metadata.
 */
export abstract class ImageHeaderReader {
  abstract read(bytes: Buffer): Promise<ImageHeader | null>;

  /** The image turned upright by its EXIF orientation and re-encoded with no EXIF, GPS, XMP or ICC metadata. */
  abstract withoutMetadata(bytes: Buffer, format: 'jpeg' | 'png'): Promise<Buffer>;
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

  withoutMetadata(bytes: Buffer, format: 'jpeg' | 'png'): Promise<Buffer> {
    const upright = sharp(bytes).rotate();
    return (format === 'jpeg' ? upright.jpeg({ quality: 90 }) : upright.png()).toBuffer();
  }
}
