import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { canManageUsers, type Role } from '@app/contracts';
import { CardDescription, CardTitle, LinkCard, media, withoutBullets } from '@app/ui';
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
          <LinkCard as={Link} to={card.to}>
            <CardText title={card.title} description={card.description} />
          </LinkCard>
        </li>
      ))}
      {remoteCards}
      <li>
        <LinkCard href={`#${ANALYTICS_SECTION_ID}`}>
          <CardText title="Analytics" description="Posts, drafts, media and views at a glance" />
        </LinkCard>
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
  ${withoutBullets}

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${media.xl} {
    grid-template-columns: repeat(4, 1fr);
  }
`;
