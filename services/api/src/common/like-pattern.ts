/** An ILIKE pattern matching any text that contains `text` literally (its own `%`, `_` and `\` are escaped). */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
