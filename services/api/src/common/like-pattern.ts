/** Text as a LIKE pattern that matches it literally: its own `%`, `_` and `\` are escaped. */
export function literally(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** An ILIKE pattern matching any text that contains `text` literally. */
export function containing(text: string): string {
  return `%${literally(text)}%`;
}
