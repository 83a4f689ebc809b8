import { type ComponentType } from 'react';
import styled from 'styled-components';
import { FacebookIcon, LinkedInIcon, XIcon } from '../../shared/components/icons';

interface ShareTarget {
  name: string;
  Icon: ComponentType;
  href: (url: string, title: string) => string;
}

/** Two social networks and one professional network (SPEC §2). */
const SHARE_TARGETS: readonly ShareTarget[] = [
  {
    name: 'Facebook',
    Icon: FacebookIcon,
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    name: 'X',
    Icon: XIcon,
    href: (url, title) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    name: 'LinkedIn',
    Icon: LinkedInIcon,
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
];

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <StyledShare aria-labelledby="share-title">
      <h2 id="share-title">Share this article</h2>
      <ul>
        {SHARE_TARGETS.map(({ name, Icon, href }) => (
          <li key={name}>
            <a href={href(url, title)} target="_blank" rel="noopener noreferrer" aria-label={`Share on ${name}`}>
              <Icon />
            </a>
          </li>
        ))}
      </ul>
    </StyledShare>
  );
}

const StyledShare = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};

  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily.sans};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }

  ul {
    display: flex;
    gap: ${({ theme }) => theme.spacing[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  a:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
