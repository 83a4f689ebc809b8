import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CardDescription, CardTitle } from '@app/ui';
import type { NewAndOverdue } from './counts-nav-badge';

function countsText(counts: NewAndOverdue | undefined, failed: boolean): string {
  if (failed) return 'Counts could not be loaded';
  if (!counts) return 'Loading counts...';
  return `${counts.new} new · ${counts.overdue} overdue`;
}

type CountsDashboardCardProps = { title: string; subject: string; to: string; counts: NewAndOverdue | undefined; failed: boolean };

/** A dashboard card: new and overdue items of an area at a glance, linking to it. */
export function CountsDashboardCard({ title, subject, to, counts, failed }: CountsDashboardCardProps) {
  return (
    <StyledCard to={to}>
      <CardTitle as="h2">{title}</CardTitle>
      <CardDescription>
        {subject}: {countsText(counts, failed)}
      </CardDescription>
    </StyledCard>
  );
}

const StyledCard = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
