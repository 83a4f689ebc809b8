import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type Tenancy, TENANCY_STATUS_LABELS } from '@app/contracts';
import { AdminPage, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ConfirmDialog } from '@app/ui';
import { errorMessage, formatDateTime, QueryStatus, toast } from '@app/web';
import { MoneyStaffOnly, useHandlesMoney } from '../../shared/handles-money';
import { handoverPath, TENANCIES_PATH, tenancyPath } from '../../shared/paths';
import { useCreateTenancy, useEndTenancy, useInviteTenant, useTenancy, useUpdateTenancy } from '../api/tenancies-queries';
import { TenancyForm } from './tenancy-form';
import { LeaseDocumentsCard, RenewalCard } from '../lease-terms/lease-cards';

const backLink = (
  <Button as={Link} to={TENANCIES_PATH} variant="ghost" size="sm">
    Back to Tenancies
  </Button>
);

/** /admin/tenancies/new */
export function TenancyNewPage() {
  const create = useCreateTenancy();
  const navigate = useNavigate();
  return (
    <AdminPage $gap={4}>
      {backLink}
      <Card>
        <CardHeader>
          <CardTitle as="h1">New tenancy</CardTitle>
        </CardHeader>
        <CardContent>
          <TenancyForm
            tenancy={null}
            submitLabel="Create tenancy"
            offerInvite
            saving={create.isPending}
            error={create.error}
            onSubmit={(body) => create.mutate(body, { onSuccess: (tenancy) => navigate(tenancyPath(tenancy.id)) })}
          />
        </CardContent>
      </Card>
    </AdminPage>
  );
}

/** /admin/tenancies/:id: edit, invite the tenant again, end. */
export function TenancyEditPage() {
  const { id = '' } = useParams();
  const tenancy = useTenancy(id);
  return (
    <AdminPage $gap={4}>
      {backLink}
      <QueryStatus query={tenancy} subject="the tenancy">
        {(loaded) => (
          <>
            <TenancyCard key={loaded.id} tenancy={loaded} />
            <LeaseDocumentsCard tenancyId={loaded.id} />
            <RenewalCard tenancyId={loaded.id} ended={loaded.status === 'ended'} />
          </>
        )}
      </QueryStatus>
      <Button as={Link} to={handoverPath(id)} variant="outline">
        Condition reports and deposit
      </Button>
    </AdminPage>
  );
}

function TenancyCard({ tenancy }: { tenancy: Tenancy }) {
  const update = useUpdateTenancy(tenancy.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{tenancy.tenantName}</CardTitle>
        <CardDescription>
          {tenancy.unit} · {TENANCY_STATUS_LABELS[tenancy.status]}
          {tenancy.invitedAt ? ` · sign-in link last sent ${formatDateTime(tenancy.invitedAt)}` : ' · not invited to the portal yet'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <MoneyStaffOnly>
          <TenancyForm
            tenancy={tenancy}
            submitLabel="Save changes"
            offerInvite={false}
            saving={update.isPending}
            error={update.error}
            onSubmit={(body) => update.mutate(body, { onSuccess: () => toast({ title: 'Tenancy saved' }) })}
          />
        </MoneyStaffOnly>
        {tenancy.status !== 'ended' && <TenancyActions tenancy={tenancy} />}
      </CardContent>
    </Card>
  );
}

function TenancyActions({ tenancy }: { tenancy: Tenancy }) {
  const handlesMoney = useHandlesMoney();
  const invite = useInviteTenant(tenancy.id);
  const end = useEndTenancy(tenancy.id);
  const failure = invite.error ?? end.error;
  return (
    <StyledActions>
      <Button
        variant="outline"
        disabled={invite.isPending}
        onClick={() => invite.mutate(undefined, { onSuccess: (result) => toast({ title: result.message }) })}
      >
        {invite.isPending ? 'Sending...' : 'Send a sign-in link'}
      </Button>
      {handlesMoney && (
        <ConfirmDialog
          trigger={<Button variant="destructive">End tenancy</Button>}
          destructive
          pending={end.isPending}
          title="End this tenancy today?"
          description="The tenant will no longer be able to report repairs for this unit. Their earlier requests stay on the board."
          confirmLabel="End tenancy"
          onConfirm={() => end.mutate(undefined, { onSuccess: () => toast({ title: 'Tenancy ended' }) })}
        />
      )}
      {failure && <p role="alert">{errorMessage(failure)}</p>}
    </StyledActions>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-top: ${({ theme }) => theme.spacing[6]};
`;
