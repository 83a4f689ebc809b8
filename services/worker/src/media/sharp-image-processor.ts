import sharp, { type Sharp } from 'sharp';
import { MEDIA_FAILURE_REASONS, MEDIA_LIMITS, MEDIA_MAIL_IMAGE_MAX_WIDTH, MEDIA_PLACEHOLDER_WIDTH, MEDIA_THUMBNAIL_SIZE } from '@app/contracts';
import { ImageDecodeError, type ImageInfo, ImageProcessor, type ImageRendition } from './image-processor';

const WEBP_QUALITY = 80;
const JPEG_QUALITY = 80;
const PLACEHOLDER_QUALITY = 40;

/** ImageProcessor with sharp (libvips). Output never carries metadata: sharp strips it unless told to keep it. */
export class SharpImageProcessor extends ImageProcessor {
  async inspect(original: Buffer): Promise<ImageInfo> {
    const metadata = await decode(() => this.open(original, { animated: true }).metadata());
    const animated = (metadata.pages ?? 1) > 1;
    if (animated) return { width: metadata.width, height: metadata.pageHeight ?? metadata.height, animated };
    return { width: metadata.autoOrient.width, height: metadata.autoOrient.height, animated };
  }

  async variant(original: Buffer, info: ImageInfo, width: number): Promise<ImageRendition> {
    const image = this.open(original, { animated: info.animated }).resize({ width, withoutEnlargement: true });
    return render(image.webp({ quality: WEBP_QUALITY }), info.animated);
  }

  async thumbnail(original: Buffer, info: ImageInfo): Promise<ImageRendition> {
    const side = Math.min(MEDIA_THUMBNAIL_SIZE, info.width, info.height);
    const image = this.open(original).resize(side, side, { fit: 'cover' });
    return render(image.webp({ quality: WEBP_QUALITY }), false);
  }

  async mailImage(original: Buffer): Promise<ImageRendition> {
    const image = this.open(original).resize({ width: MEDIA_MAIL_IMAGE_MAX_WIDTH, withoutEnlargement: true }).flatten({ background: '#ffffff' });
    return render(image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }), false);
  }

  async placeholder(original: Buffer): Promise<string> {
    const image = this.open(original).resize({ width: MEDIA_PLACEHOLDER_WIDTH }).blur(1).webp({ quality: PLACEHOLDER_QUALITY });
    const data = await decode(() => image.toBuffer());
    return `data:image/webp;base64,${data.toString('base64')}`;
  }

  /** Decodes under the pixel limit and refuses damaged data; a still image is turned upright by its EXIF orientation. */
  private open(original: Buffer, { animated = false } = {}): Sharp {
    const image = sharp(original, { limitInputPixels: MEDIA_LIMITS.maxPixels, failOn: 'error', animated });
    return animated ? image : image.autoOrient();
  }
}

async function render(image: Sharp, animated: boolean): Promise<ImageRendition> {
  const { data, info } = await decode(() => image.toBuffer({ resolveWithObject: true }));
  const height = animated ? (info.pageHeight ?? info.height) : info.height;
  return { width: info.width, height, data };
}

async function decode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const reason = /pixel limit/i.test(String(error)) ? MEDIA_FAILURE_REASONS.tooManyPixels : MEDIA_FAILURE_REASONS.undecodable;
    throw new ImageDecodeError(reason, { cause: error });
  }
}
