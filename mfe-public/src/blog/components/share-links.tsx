import { type ComponentType } from 'react';
import styled from 'styled-components';
import { FacebookIcon, LinkedInIcon, XIcon } from '../../shared/components/icons';
import { IconLinkList } from '../../shared/components/icon-link-list';

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
      <StyledTargets links={SHARE_TARGETS.map(({ name, Icon, href }) => ({ label: `Share on ${name}`, href: href(url, title), Icon }))} />
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
`;

const StyledTargets = styled(IconLinkList)`
  gap: ${({ theme }) => theme.spacing[2]};

  a {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.primary};
  }

  a:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
