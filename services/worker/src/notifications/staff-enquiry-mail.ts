import { serviceLabel } from '@app/contracts';
import { type ContactEnquiryEntity, type MailMessage, singleLine } from '@app/core';

const SINGAPORE_TIME = new Intl.DateTimeFormat('en-SG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Singapore' });

/** The e-mail that tells staff about an enquiry; plain text, so nothing the visitor typed can become markup. */
export function composeStaffEnquiryMail(enquiry: ContactEnquiryEntity, staffAddress: string): MailMessage {
  const service = serviceLabel(enquiry.service);
  return {
    to: staffAddress,
    replyTo: enquiry.email,
    subject: `New enquiry from ${singleLine(enquiry.name)}: ${service}`,
    text: [
      'A visitor sent an enquiry through the website.',
      '',
      `Name: ${enquiry.name}`,
      `Email: ${enquiry.email}`,
      `Phone: ${enquiry.phone || 'not given'}`,
      `Service: ${service}`,
      ...(enquiry.propertyReference ? [`Listing: ${enquiry.propertyReference}`] : []),
      `Received: ${SINGAPORE_TIME.format(enquiry.createdAt)} (Singapore time)`,
      '',
      'Message:',
      enquiry.message,
      '',
      `Reply to this e-mail to answer ${enquiry.name} directly. We promise a reply within 24 hours on business days.`,
      `Consent: agreed to consent wording ${enquiry.consentTextVersion} on ${SINGAPORE_TIME.format(enquiry.consentedAt)} from ${enquiry.clientAddress}.`,
    ].join('\n'),
  };
}
