import { CountsNavBadge } from '@app/domain-ui';
import { useMaintenanceCounts } from '../maintenance/api/maintenance-queries';

/** Exposed as mfe_admin_tenancies/MaintenanceNavBadge: new and overdue maintenance requests beside the sidebar's link. */
export default function MaintenanceNavBadge() {
  return <CountsNavBadge counts={useMaintenanceCounts().data} />;
}
