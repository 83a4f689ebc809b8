import type { EnquiryDetail } from '@app/contracts';
import { mailtoLink, telLink, whatsAppLink } from '../utils/contact-links';
import { StyledDefinitions } from './detail-styles';

/** How to reach the visitor: one tap to call, WhatsApp or e-mail them. */
export function ContactDetails({ enquiry }: { enquiry: EnquiryDetail }) {
  return (
    <StyledDefinitions>
      <dt>E-mail</dt>
      <dd>
        <a href={mailtoLink(enquiry.email, 'Your enquiry to Harbourline')}>{enquiry.email}</a>
      </dd>
      <dt>Phone</dt>
      <dd>
        {enquiry.phone ? (
          <>
            <a href={telLink(enquiry.phone)}>Call {enquiry.phone}</a>
            {' · '}
            <a href={whatsAppLink(enquiry.phone)} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </a>
          </>
        ) : (
          'Not given'
        )}
      </dd>
    </StyledDefinitions>
  );
}
