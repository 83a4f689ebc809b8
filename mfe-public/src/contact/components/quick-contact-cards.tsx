import { type ReactNode } from 'react';
import styled from 'styled-components';
import { GridList, LinkCard } from '@app/ui';
import { useCompanyProfile } from '../../company/api/company-profile-query';
import { emailHref, phoneHref, WHATSAPP_GREETING, whatsappHref } from '../../company/utils/contact-links';
import { ChatIcon, MailIcon, PhoneIcon } from '../../shared/components/icons';
import { RoundBadge } from '../../shared/components/round-badge';

/** Call, email and WhatsApp, one tap away (contact page). */
export function QuickContactCards() {
  const profile = useCompanyProfile();

  return (
    <GridList $gap={4} $columns={{ md: 3 }}>
      <QuickContactCard icon={<PhoneIcon />} title="Call Us" detail={profile.phone} href={phoneHref(profile.phone)} />
      <QuickContactCard icon={<MailIcon />} title="Email Us" detail={profile.email} href={emailHref(profile.email)} />
      <QuickContactCard
        icon={<ChatIcon />}
        title="WhatsApp"
        detail="Chat with our team"
        href={whatsappHref(profile.whatsappNumber, WHATSAPP_GREETING)}
        external
      />
    </GridList>
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
        <RoundBadge $size="3rem" $tone="primary" $fontSize="xl" aria-hidden="true">
          {icon}
        </RoundBadge>
        <StyledTitle>{title}</StyledTitle>
        <StyledDetail>{detail}</StyledDetail>
      </LinkCard>
    </li>
  );
}

const StyledTitle = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const StyledDetail = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;
