import { Link } from 'react-router-dom';
import { formatCents, type OverdueTotal } from '@app/contracts';
import { CardDescription, CardTitle, LinkCard } from '@app/ui';
import { useOverdueTotal } from '../rent/api/rent-queries';
import { RENT_PATH } from '../shared/paths';

function overdueText(total: OverdueTotal | undefined, failed: boolean): string {
  if (failed) return 'The overdue total could not be loaded';
  if (!total) return 'Loading the overdue total...';
  const tenancies = total.tenancies === 1 ? '1 tenancy' : `${total.tenancies} tenancies`;
  return `${formatCents(total.overdueCents)} overdue over ${tenancies} · ${total.pendingPayments} waiting for confirmation`;
}

/** Exposed as mfe_admin_tenancies/RentDashboardCard (the shell shows it to admins and super admins): rent overdue in total. */
export default function RentDashboardCard() {
  const total = useOverdueTotal();
  return (
    <LinkCard as={Link} to={`${RENT_PATH}?overdue=true`}>
      <CardTitle as="h2">Rent</CardTitle>
      <CardDescription>{overdueText(total.data, total.isError)}</CardDescription>
    </LinkCard>
  );
}
