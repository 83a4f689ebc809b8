import { Link } from 'react-router-dom';
import { CardDescription, CardTitle, LinkCard } from '@app/ui';
import type { NewAndOverdue } from './counts-nav-badge';

function countsText(counts: NewAndOverdue | undefined, failed: boolean): string {
  if (failed) return 'Counts could not be loaded';
  if (!counts) return 'Loading counts...';
  const followUps = counts.followUps ? ` · ${counts.followUps} ${counts.followUps === 1 ? 'follow-up' : 'follow-ups'}` : '';
  return `${counts.new} new · ${counts.overdue} overdue${followUps}`;
}

type CountsDashboardCardProps = { title: string; subject: string; to: string; counts: NewAndOverdue | undefined; failed: boolean };

/** A dashboard card: new and overdue items of an area at a glance, linking to it. */
export function CountsDashboardCard({ title, subject, to, counts, failed }: CountsDashboardCardProps) {
  return (
    <LinkCard as={Link} to={to}>
      <CardTitle as="h2">{title}</CardTitle>
      <CardDescription>
        {subject}: {countsText(counts, failed)}
      </CardDescription>
    </LinkCard>
  );
}
