import { CountsDashboardCard } from '@app/domain-ui';
import { useMaintenanceCounts } from '../maintenance/api/maintenance-queries';
import { MAINTENANCE_PATH } from '../shared/paths';

/** Exposed as mfe_admin_tenancies/MaintenanceDashboardCard: the dashboard's card of new and overdue maintenance requests. */
export default function MaintenanceDashboardCard() {
  const counts = useMaintenanceCounts();
  return <CountsDashboardCard title="Maintenance" subject="Repair requests from tenants" to={MAINTENANCE_PATH} counts={counts.data} failed={counts.isError} />;
}
