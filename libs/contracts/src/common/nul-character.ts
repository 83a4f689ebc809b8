export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters (U+0000)';

/** PostgreSQL text cannot hold U+0000, so text with it is refused as bad input before it reaches a query. */
export function containsNulCharacter(value: string): boolean {
  return value.includes('\u0000');
}
