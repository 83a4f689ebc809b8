import { BadRequestException, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { MEDIA_API_MESSAGES, MEDIA_LIMITS, type MediaMimeType } from '@app/contracts';
import { ImageHeaderReader } from './image-header-reader';
import { containsActiveContent, imageTypeOf } from './image-signature';

/** What multer hands over of an uploaded file (held in memory, at most 5 MB). */
export type UploadedFile = { originalname: string; buffer: Buffer; size: number };

const SHARP_FORMATS: Record<MediaMimeType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Decides by content whether a file is an image we accept: its magic bytes name an allowed type, it holds no
 * markup, its header decodes as that same type, and it stays under the pixel limit. The name and the declared
 * type are never trusted.
 */
@Injectable()
export class UploadedImageChecker {
  constructor(private readonly headers: ImageHeaderReader) {}

  async check(file: UploadedFile, shownName: string): Promise<MediaMimeType> {
    const type = imageTypeOf(file.buffer);
    if (!type) throw new UnsupportedMediaTypeException(MEDIA_API_MESSAGES.invalidType(shownName));
    if (containsActiveContent(file.buffer)) throw new UnsupportedMediaTypeException(MEDIA_API_MESSAGES.activeContent(shownName));
    const header = await this.headers.read(file.buffer);
    if (header?.format !== SHARP_FORMATS[type]) throw new UnsupportedMediaTypeException(MEDIA_API_MESSAGES.invalidType(shownName));
    if (header.pixels > MEDIA_LIMITS.maxPixels) throw new BadRequestException(MEDIA_API_MESSAGES.tooManyPixels(shownName));
    return type;
  }
}
