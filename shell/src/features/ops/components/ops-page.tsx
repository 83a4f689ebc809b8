import styled from 'styled-components';
import { PageHeader } from '@app/ui';
import { DeploymentSection } from './deployment-section';
import { QueuesSection } from './queues-section';

/** /admin/ops, for super admins: the job queues, and what is deployed and ready. */
export function OpsPage() {
  return (
    <StyledOpsPage>
      <PageHeader title="Operations" />
      <QueuesSection />
      <DeploymentSection />
    </StyledOpsPage>
  );
}

const StyledOpsPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[6]};
`;
