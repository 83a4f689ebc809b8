import { MEDIA_FILE_EXTENSIONS, MEDIA_LIMITS, MEDIA_MIME_TYPES, MEDIA_UPLOAD_CHECKS } from '@app/contracts';

export type FileProblem = { title: string; description: string };

/** The file chooser's `accept`: the allowed types and their usual endings. */
export const ACCEPTED_FILES = [...MEDIA_MIME_TYPES, ...MEDIA_FILE_EXTENSIONS].join(',');

function isAllowedType(file: File): boolean {
  if (file.type) return (MEDIA_MIME_TYPES as readonly string[]).includes(file.type);
  return MEDIA_FILE_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension));
}

/**
 * SPEC §5 checks before anything is sent: how many files, their type and their size. The server checks the
 * content again; this only spares people a pointless upload.
 */
export function checkFiles(files: readonly File[], maxFiles: number): FileProblem | null {
  if (files.length > maxFiles) return maxFiles === 1 ? MEDIA_UPLOAD_CHECKS.tooManyPickerFiles : MEDIA_UPLOAD_CHECKS.tooManyFiles;
  if (!files.every(isAllowedType)) return MEDIA_UPLOAD_CHECKS.invalidType;
  if (files.some((file) => file.size > MEDIA_LIMITS.maxFileBytes)) return MEDIA_UPLOAD_CHECKS.fileTooLarge;
  return null;
}
