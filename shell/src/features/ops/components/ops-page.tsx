import { AdminPage, PageHeader } from '@app/ui';
import { DeploymentSection } from './deployment-section';
import { QueuesSection } from './queues-section';

/** /admin/ops, for super admins: the job queues, and what is deployed and ready. */
export function OpsPage() {
  return (
    <AdminPage>
      <PageHeader title="Operations" />
      <QueuesSection />
      <DeploymentSection />
    </AdminPage>
  );
}
