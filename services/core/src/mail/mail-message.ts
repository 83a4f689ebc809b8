/** An e-mail as the worker's mail transport sends it. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`. */
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** Files sent with it (an .ics invitation). */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; content: string; contentType: string };

/** Text as a header value (a subject): header values must not carry line breaks. */
export function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
