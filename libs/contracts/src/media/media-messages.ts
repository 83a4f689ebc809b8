import { MEDIA_LIMITS } from './media-limits';

/** SPEC §5 client-side upload checks: toast titles and descriptions. */
export const MEDIA_UPLOAD_CHECKS = {
  tooManyFiles: { title: 'Too many files', description: `You can upload up to ${MEDIA_LIMITS.maxFilesPerUpload} files at a time.` },
  tooManyPickerFiles: { title: 'Too many files', description: 'Choose one image.' },
  invalidType: { title: 'Invalid file type', description: 'Only JPEG, PNG, GIF and WebP images are allowed.' },
  fileTooLarge: { title: 'File too large', description: 'Files must be smaller than 5MB.' },
} as const;

/** SPEC §8 media notices. Failure toasts take the error message as their description. */
export const MEDIA_NOTICES = {
  uploaded: { title: 'Upload successful' },
  uploadFailed: { title: 'Upload failed' },
  deleted: { title: 'Media deleted', description: 'The media file has been successfully deleted.' },
  deleteFailed: { title: 'Error deleting media' },
  updated: { title: 'Media updated', description: 'The media details have been successfully updated.' },
  updateFailed: { title: 'Error updating media' },
  urlCopied: { title: 'URL copied', description: 'The media URL has been copied to clipboard.' },
} as const;

/** What the API answers when an upload or a media call is refused. */
export const MEDIA_API_MESSAGES = {
  notMultipart: 'Send the images as multipart/form-data, in the "files" field',
  noFiles: 'Choose at least one image to upload',
  unexpectedField: 'Send the images in the "files" field',
  tooManyFiles: `Too many files: upload at most ${MEDIA_LIMITS.maxFilesPerUpload} images at a time`,
  fileTooLarge: 'File too large: Files must be smaller than 5MB.',
  invalidType: (fileName: string) => `Invalid file type: "${fileName}" is not a JPEG, PNG, GIF or WebP image`,
  activeContent: (fileName: string) => `Invalid file type: "${fileName}" contains web page or script content`,
  tooManyPixels: (fileName: string) => `"${fileName}" is too large to process: images may have at most ${MEDIA_LIMITS.maxPixels / 1_000_000} megapixels`,
  notFound: 'Media item not found',
  processingUnavailable: 'Images cannot be processed right now. Please try again in a moment.',
} as const;

/** Why the worker could not process an image: shown in the library next to a failed item. */
export const MEDIA_FAILURE_REASONS = {
  undecodable: 'The image could not be decoded. It may be damaged; try exporting it again.',
  tooManyPixels: `The image has more than ${MEDIA_LIMITS.maxPixels / 1_000_000} megapixels.`,
  originalMissing: 'The uploaded file is missing. Please upload it again.',
  gaveUp: 'Processing failed several times. Please upload the image again.',
} as const;
