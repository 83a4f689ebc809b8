import { ContactEnquiryEntity } from '@app/core';
import { composeStaffEnquiryMail } from './staff-enquiry-mail';

const enquiry = (fields: Partial<ConstructorParameters<typeof ContactEnquiryEntity>[0]> = {}) => {
  const entity = new ContactEnquiryEntity({
    name: 'Arjun\r\nBcc: victim@example.com',
    email: 'arjun@example.sg',
    phone: '',
    service: 'none',
    message: 'Hello <b>team</b>, please call me.',
    consentTextVersion: '2026-11-1',
    consentedAt: new Date('2026-11-20T02:30:00Z'),
    clientAddress: '198.51.100.1',
    userAgent: null,
    ...fields,
  });
  entity.createdAt = new Date('2026-11-20T02:30:00Z');
  return entity;
};

describe('composeStaffEnquiryMail', () => {
  it('keeps line breaks out of the subject and shows the message as plain text', () => {
    const mail = composeStaffEnquiryMail(enquiry(), 'staff@example.sg');
    expect(mail.subject).toBe('New enquiry from Arjun Bcc: victim@example.com: No service chosen');
    expect(mail).toMatchObject({ to: 'staff@example.sg', replyTo: 'arjun@example.sg' });
    expect(mail.text).toContain('Hello <b>team</b>, please call me.');
    expect(mail.text).toContain('Phone: not given');
    expect(mail.text).toContain('Received: 20 Nov 2026, 10:30 am (Singapore time)');
  });

  it('names the service as the contact page lists it', () => {
    expect(composeStaffEnquiryMail(enquiry({ service: 'asset-progression' }), 'staff@example.sg').text).toContain('Service: Asset Progression Planning');
  });

  it('names the listing an enquiry was sent from, and no listing otherwise', () => {
    expect(composeStaffEnquiryMail(enquiry({ propertyReference: 'HL-1004' }), 'staff@example.sg').text).toContain('Listing: HL-1004');
    expect(composeStaffEnquiryMail(enquiry(), 'staff@example.sg').text).not.toContain('Listing:');
  });
});
