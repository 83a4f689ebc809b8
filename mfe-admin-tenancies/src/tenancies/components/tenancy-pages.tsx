import { Link, useParams } from 'react-router-dom';
import { type Tenancy, TENANCY_STATUS_LABELS } from '@app/contracts';
import { ActionConfirmDialog, Button } from '@app/ui';
import { errorMessage, formatDateTime, toast } from '@app/web';
import { BackLink } from '../../shared/detail-page';
import { useHandlesMoney } from '../../shared/handles-money';
import { EditRecordPage, NewRecordPage } from '../../shared/record-pages';
import { SignInLinkButton } from '../../shared/sign-in-link-button';
import { handoverPath, TENANCIES_PATH, tenancyPath } from '../../shared/paths';
import { useCreateTenancy, useEndTenancy, useInviteTenant, useTenancy, useUpdateTenancy } from '../api/tenancies-queries';
import { TenancyForm } from './tenancy-form';
import { LeaseDocumentsCard, RenewalCard } from '../lease-terms/lease-cards';

const backLink = <BackLink to={TENANCIES_PATH}>Back to Tenancies</BackLink>;

/** /admin/tenancies/new */
export function TenancyNewPage() {
  return (
    <NewRecordPage
      noun="tenancy"
      back={backLink}
      create={useCreateTenancy()}
      pathOf={tenancyPath}
      form={(props) => <TenancyForm tenancy={null} {...props} />}
    />
  );
}

/** /admin/tenancies/:id: edit, invite the tenant again, end. */
export function TenancyEditPage() {
  const { id = '' } = useParams();
  const tenancy = useTenancy(id);
  const update = useUpdateTenancy(id);
  return (
    <EditRecordPage
      noun="tenancy"
      back={backLink}
      load={tenancy}
      update={update}
      title={(loaded) => loaded?.tenantName}
      description={(loaded) => (
        <>
          {loaded.unit} · {TENANCY_STATUS_LABELS[loaded.status]}
          {loaded.invitedAt ? ` · sign-in link last sent ${formatDateTime(loaded.invitedAt)}` : ' · not invited to the portal yet'}
        </>
      )}
      form={(loaded, props) => <TenancyForm tenancy={loaded} {...props} />}
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

function TenancyActions({ tenancy }: { tenancy: Tenancy }) {
  const handlesMoney = useHandlesMoney();
  const invite = useInviteTenant(tenancy.id);
  const end = useEndTenancy(tenancy.id);
  return (
    <>
      <SignInLinkButton invite={invite} />
      {handlesMoney && (
        <ActionConfirmDialog
          trigger={<Button variant="destructive">End tenancy</Button>}
          destructive
          pending={end.isPending}
          error={end.error && errorMessage(end.error)}
          onDismiss={end.reset}
          title="End this tenancy today?"
          description="The tenant will no longer be able to report repairs for this unit. Their earlier requests stay on the board."
          confirmLabel="End tenancy"
          onConfirm={(close) =>
            end.mutate(undefined, {
              onSuccess: () => {
                close();
                toast({ title: 'Tenancy ended' });
              },
            })
          }
        />
      )}
    </>
  );
}
