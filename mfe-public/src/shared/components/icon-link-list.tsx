import { type ComponentType } from 'react';
import styled from 'styled-components';
import { withoutBullets } from '@app/ui';

export interface IconLink {
  /** The link's accessible name: the icon alone shows nothing to read. */
  label: string;
  href: string;
  Icon: ComponentType;
}

/** Round icon links to other sites (social profiles, share targets), each opening in a new tab; colours come from the caller. */
export function IconLinkList({ links, className }: { links: readonly IconLink[]; className?: string }) {
  return (
    <StyledIconLinkList className={className}>
      {links.map(({ label, href, Icon }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
            <Icon />
          </a>
        </li>
      ))}
    </StyledIconLinkList>
  );
}

const StyledIconLinkList = styled.ul`
  display: flex;
  ${withoutBullets}

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.full};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;
