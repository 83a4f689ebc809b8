import { type ContactEnquiryEventEntity, type MailMessage, singleLine } from '@app/core';

const SINGAPORE_TIME = new Intl.DateTimeFormat('en-SG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Singapore' });

/** A staff member's reply to a visitor (at `to`), quoting their message; plain text, so nothing typed can become markup. */
export function composeEnquiryReplyMail(reply: ContactEnquiryEventEntity, to: string): MailMessage {
  const enquiry = reply.enquiry;
  return {
    to,
    subject: singleLine(reply.subject ?? ''),
    text: [
      reply.text ?? '',
      '',
      `On ${SINGAPORE_TIME.format(enquiry.createdAt)} (Singapore time) you wrote:`,
      ...enquiry.message.split('\n').map((line) => `> ${line}`),
    ].join('\n'),
  };
}
