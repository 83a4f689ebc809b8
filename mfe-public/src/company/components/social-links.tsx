import { type ComponentType } from 'react';
import styled from 'styled-components';
import type { CompanyProfile } from '@app/contracts';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from '../../shared/components/icons';
import { useCompanyProfile } from '../api/company-profile-query';

const NETWORKS: Array<{ key: keyof CompanyProfile['social']; label: string; Icon: ComponentType }> = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'linkedin', label: 'LinkedIn', Icon: LinkedInIcon },
];

/** The company's social profiles, as labelled icon links. */
export function SocialLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { social, name } = useCompanyProfile();

  return (
    <StyledSocialList $tone={tone}>
      {NETWORKS.map(({ key, label, Icon }) => (
        <li key={key}>
          <a href={social[key]} target="_blank" rel="noopener noreferrer" aria-label={`${name} on ${label}`}>
            <Icon />
          </a>
        </li>
      ))}
    </StyledSocialList>
  );
}

const StyledSocialList = styled.ul<{ $tone: 'light' | 'dark' }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.primaryHover : theme.colors.secondary)};
    color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.onPrimary : theme.colors.primary)};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    transition: background-color ${({ theme }) => theme.transitions.fast};
  }

  a:hover {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;
