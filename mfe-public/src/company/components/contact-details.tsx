import { type ReactNode } from 'react';
import styled from 'styled-components';
import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../shared/components/icons';
import { useCompanyProfile } from '../api/company-profile-query';
import { emailHref, phoneHref, WHATSAPP_GREETING, whatsappHref } from '../utils/contact-links';
import { BusinessHours } from './business-hours';
import { SocialLinks } from './social-links';
import { RoundBadge } from '../../shared/components/round-badge';

interface ContactDetailsProps {
  /** The contact page also lists the social profiles (SPEC §2). */
  withSocialLinks?: boolean;
}

/** Address, WhatsApp, phone, email and business hours, from the company profile. */
export function ContactDetails({ withSocialLinks = false }: ContactDetailsProps) {
  const profile = useCompanyProfile();

  return (
    <StyledDetails>
      <Detail icon={<MapPinIcon />} label="Office">
        <address>
          {profile.address.street}
          <br />
          {profile.address.postalCode}
        </address>
      </Detail>
      <Detail icon={<ChatIcon />} label="WhatsApp">
        <a href={whatsappHref(profile.whatsappNumber, WHATSAPP_GREETING)} target="_blank" rel="noopener noreferrer">
          Chat with us on WhatsApp
        </a>
      </Detail>
      <Detail icon={<PhoneIcon />} label="Phone">
        <a href={phoneHref(profile.phone)}>{profile.phone}</a>
      </Detail>
      <Detail icon={<MailIcon />} label="Email">
        <a href={emailHref(profile.email)}>{profile.email}</a>
      </Detail>
      <Detail icon={<ClockIcon />} label="Business Hours">
        <BusinessHours />
      </Detail>
      {withSocialLinks && (
        <StyledSocial>
          <StyledLabel>Follow Us</StyledLabel>
          <SocialLinks />
        </StyledSocial>
      )}
    </StyledDetails>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <StyledDetail>
      <RoundBadge $size="2.75rem" $tone="subtle" $fontSize="lg" aria-hidden="true">
        {icon}
      </RoundBadge>
      <div>
        <StyledLabel>{label}</StyledLabel>
        {children}
      </div>
    </StyledDetail>
  );
}

const StyledDetails = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};

  address {
    font-style: normal;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    overflow-wrap: anywhere;
  }
`;

const StyledDetail = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[4]};

  > div {
    flex: 1;
  }
`;

const StyledSocial = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const StyledLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[1]};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;
