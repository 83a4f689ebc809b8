import { type ComponentType } from 'react';
import styled from 'styled-components';
import type { CompanyProfile } from '@app/contracts';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from '../../shared/components/icons';
import { IconLinkList } from '../../shared/components/icon-link-list';
import { useCompanyProfile } from '../api/company-profile-query';

const NETWORKS: Array<{ key: keyof CompanyProfile['social']; label: string; Icon: ComponentType }> = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
];

/** The company's social profiles, as labelled icon links. */
export function SocialLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { social, name } = useCompanyProfile();

  return <StyledSocialList $tone={tone} links={NETWORKS.map(({ key, label, Icon }) => ({ label: `${name} on ${label}`, href: social[key], Icon }))} />;
}

const StyledSocialList = styled(IconLinkList)<{ $tone: 'light' | 'dark' }>`
  gap: ${({ theme }) => theme.spacing[3]};

  a {
    background: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.primaryHover : theme.colors.secondary)};
    color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.onPrimary : theme.colors.primary)};
    transition: background-color ${({ theme }) => theme.transitions.fast};
  }

  a:hover {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;
