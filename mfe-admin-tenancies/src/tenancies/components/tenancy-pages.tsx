import { Link, useNavigate, useParams } from 'react-router-dom';
import { type CreateTenancyFormInput, type Tenancy, TENANCY_STATUS_LABELS } from '@app/contracts';
import { Button, ConfirmDialog, EntityFormPage } from '@app/ui';
import { errorMessage, formatDateTime, isStaleSave, toast } from '@app/web';
import { MoneyStaffOnly, useHandlesMoney } from '../../shared/handles-money';
import { useVersionedSave } from '../../shared/record-change';
import { SignInLinkButton } from '../../shared/sign-in-link-button';
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
    <EntityFormPage<Tenancy>
      back={backLink}
      subject="the tenancy"
      save={create}
      describeError={errorMessage}
      title={() => 'New tenancy'}
      form={() => (
        <TenancyForm
          tenancy={null}
          submitLabel="Create tenancy"
          offerInvite
          saving={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body, { onSuccess: (tenancy) => navigate(tenancyPath(tenancy.id)) })}
        />
      )}
    />
  );
}

/** /admin/tenancies/:id: edit, invite the tenant again, end. */
export function TenancyEditPage() {
  const { id = '' } = useParams();
  const tenancy = useTenancy(id);
  const update = useUpdateTenancy(id);
  return (
    <EntityFormPage
      back={backLink}
      subject="the tenancy"
      load={tenancy}
      save={update}
      describeError={errorMessage}
      isStale={isStaleSave}
      title={(loaded) => loaded?.tenantName}
      description={(loaded) => (
        <>
          {loaded.unit} · {TENANCY_STATUS_LABELS[loaded.status]}
          {loaded.invitedAt ? ` · sign-in link last sent ${formatDateTime(loaded.invitedAt)}` : ' · not invited to the portal yet'}
        </>
      )}
      form={(loaded) => <MoneyStaffOnly>{loaded && <TenancyEditForm key={loaded.id} tenancy={loaded} update={update} />}</MoneyStaffOnly>}
      actions={(loaded) => loaded.status !== 'ended' && <TenancyActions tenancy={loaded} />}
      sections={(loaded) => (
        <>
          <LeaseDocumentsCard tenancyId={loaded.id} />
          <RenewalCard tenancyId={loaded.id} ended={loaded.status === 'ended'} />
          <Button as={Link} to={handoverPath(loaded.id)} variant="outline">
            Condition reports and deposit
          </Button>
        </>
      )}
    />
  );
}

function TenancyEditForm({ tenancy, update }: { tenancy: Tenancy; update: ReturnType<typeof useUpdateTenancy> }) {
  const save = useVersionedSave<CreateTenancyFormInput, Tenancy>(update, tenancy.version, 'Tenancy saved');
  return <TenancyForm tenancy={tenancy} submitLabel="Save changes" offerInvite={false} saving={update.isPending} error={update.error} onSubmit={save} />;
}

function TenancyActions({ tenancy }: { tenancy: Tenancy }) {
  const handlesMoney = useHandlesMoney();
  const invite = useInviteTenant(tenancy.id);
  const end = useEndTenancy(tenancy.id);
  return (
    <>
      <SignInLinkButton invite={invite} />
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
      {end.error && <p role="alert">{errorMessage(end.error)}</p>}
    </>
  );
}
