/** Text as a header value (a subject): header values must not carry line breaks. */
export function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
