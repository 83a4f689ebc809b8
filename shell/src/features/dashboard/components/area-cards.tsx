import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { canManageUsers, type Role } from '@app/contracts';
import { CardDescription, CardTitle, media } from '@app/ui';
import { ANALYTICS_SECTION_ID } from './stats-section';

interface AreaCard {
  title: string;
  description: string;
  to: string;
}

const CONTENT_CARDS: AreaCard[] = [
  { title: 'Content Manager', description: 'Blog posts and AI-assisted drafts', to: '/admin/content' },
  { title: 'Media Library', description: 'Images and files used on the website', to: '/admin/media' },
];

const USERS_CARD: AreaCard = { title: 'User Management', description: 'Staff accounts, roles and access', to: '/admin/users' };

/**
 * SPEC §2 dashboard cards: the Users card only for admin and super_admin; Analytics jumps to the counters.
 * `remoteCards` are list items that remote areas render themselves.
 */
export function AreaCards({ role, remoteCards }: { role: Role; remoteCards?: ReactNode }) {
  const cards = canManageUsers(role) ? [...CONTENT_CARDS, USERS_CARD] : CONTENT_CARDS;
  return (
    <StyledGrid>
      {cards.map((card) => (
        <li key={card.to}>
          <StyledCardLink to={card.to}>
            <CardText title={card.title} description={card.description} />
          </StyledCardLink>
        </li>
      ))}
      {remoteCards}
      <li>
        <StyledCardAnchor href={`#${ANALYTICS_SECTION_ID}`}>
          <CardText title="Analytics" description="Posts, drafts, media and views at a glance" />
        </StyledCardAnchor>
      </li>
    </StyledGrid>
  );
}

function CardText({ title, description }: { title: string; description: ReactNode }) {
  return (
    <>
      <CardTitle as="h2">{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${media.xl} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const cardStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  height: 100%;
  padding: ${({ theme }) => theme.spacing[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: box-shadow ${({ theme }) => theme.transitions.fast};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledCardLink = styled(Link)`
  ${cardStyles}
`;

/** An in-page link: a fragment, not a route. */
const StyledCardAnchor = styled.a`
  ${cardStyles}
`;
