const MAX_LENGTH = 255;
const MAX_EXTENSION_LENGTH = 10;
/** C0 and C1 controls, and the bidirectional overrides that make "gpj.exe" read as "exe.jpg". */
const INVISIBLE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name to show for an uploaded file: its last path segment, without invisible characters, at most 255
 * characters with its extension kept. Only ever displayed: files are stored under generated keys.
 */
export function cleanOriginalFilename(name: string): string {
  const base = name.split(/[/\\]/).pop()?.replace(INVISIBLE, '').trim() || 'image';
  const characters = [...base];
  if (characters.length <= MAX_LENGTH) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= MAX_EXTENSION_LENGTH ? base.slice(dot) : '';
  return characters.slice(0, MAX_LENGTH - extension.length).join('') + extension;
}
