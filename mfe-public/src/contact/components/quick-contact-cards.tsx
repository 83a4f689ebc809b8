import { type ReactNode } from 'react';
import styled from 'styled-components';
import { LinkCard } from '@app/ui';
import { useCompanyProfile } from '../../company/api/company-profile-query';
import { emailHref, phoneHref, WHATSAPP_GREETING, whatsappHref } from '../../company/utils/contact-links';
import { ChatIcon, MailIcon, PhoneIcon } from '../../shared/components/icons';

/** Call, email and WhatsApp, one tap away (contact page). */
export function QuickContactCards() {
  const profile = useCompanyProfile();

  return (
    <StyledCards>
      <QuickContactCard icon={<PhoneIcon />} title="Call Us" detail={profile.phone} href={phoneHref(profile.phone)} />
      <QuickContactCard icon={<MailIcon />} title="Email Us" detail={profile.email} href={emailHref(profile.email)} />
      <QuickContactCard
        icon={<ChatIcon />}
        title="WhatsApp"
        detail="Chat with our team"
        href={whatsappHref(profile.whatsappNumber, WHATSAPP_GREETING)}
        external
      />
    </StyledCards>
  );
}

interface QuickContactCardProps {
  icon: ReactNode;
  title: string;
  detail: string;
  href: string;
  external?: boolean;
}

function QuickContactCard({ icon, title, detail, href, external = false }: QuickContactCardProps) {
  return (
    <li>
      <LinkCard $centered href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <StyledIcon aria-hidden="true">{icon}</StyledIcon>
        <StyledTitle>{title}</StyledTitle>
        <StyledDetail>{detail}</StyledDetail>
      </LinkCard>
    </li>
  );
}

const StyledCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledIcon = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
`;

const StyledTitle = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const StyledDetail = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;
