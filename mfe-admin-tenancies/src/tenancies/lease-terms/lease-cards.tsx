import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  CreateRenewalOfferSchema,
  formatCents,
  type RenewalOffer,
  TENANCY_DOCUMENT_KIND_LABELS,
  TENANCY_DOCUMENT_KINDS,
  type TenancyDocumentKind,
} from '@app/contracts';
import { ActionConfirmDialog, Button, Card, CardContent, CardHeading, FormField, Input, LabelOptions, Select, SubmitButton } from '@app/ui';
import { checkFields, errorMessage, formatDateTime, formatSingaporeDay, QueryStatus, toast, useCheckedForm } from '@app/web';
import { useHandlesMoney } from '../../shared/handles-money';
import { tenancyPath } from '../../shared/paths';
import { useOfferRenewal, useRenewalOffers, useTenancyDocuments, useUploadTenancyDocument, useWithdrawRenewal } from './lease-queries';

const day = (date: string) => formatSingaporeDay(`${date}T00:00:00+08:00`);

/** The signed agreement and the stamp certificate: listed for every staff role, uploaded by admins; tenant and owner see them in the portal. */
export function LeaseDocumentsCard({ tenancyId }: { tenancyId: string }) {
  const documents = useTenancyDocuments(tenancyId);
  const handlesMoney = useHandlesMoney();
  return (
    <Card>
      <CardHeading title="Agreement and stamp certificate" description="The tenant and the unit’s owner see these in the portal." />
      <CardContent>
        <QueryStatus query={documents} subject="the documents">
          {(loaded) =>
            loaded.items.length === 0 ? (
              <p>No documents yet.</p>
            ) : (
              <StyledList>
                {loaded.items.map((document) => (
                  <li key={document.id}>
                    <a href={document.url}>{document.label}</a> · {document.filename} · uploaded {formatDateTime(document.uploadedAt)}
                  </li>
                ))}
              </StyledList>
            )
          }
        </QueryStatus>
        {handlesMoney && <UploadForm tenancyId={tenancyId} />}
      </CardContent>
    </Card>
  );
}

function UploadForm({ tenancyId }: { tenancyId: string }) {
  const upload = useUploadTenancyDocument(tenancyId);
  const [kind, setKind] = useState<TenancyDocumentKind>('agreement');
  const [file, setFile] = useState<File | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate({ kind, file }, { onSuccess: (document) => toast({ title: `${document.label} uploaded` }) });
  };
  return (
    <StyledForm aria-label="Upload a document" onSubmit={submit} noValidate>
      <FormField label="Document">
        <Select value={kind} onChange={(event) => setKind(event.target.value as TenancyDocumentKind)}>
          <LabelOptions values={TENANCY_DOCUMENT_KINDS} labels={TENANCY_DOCUMENT_KIND_LABELS} />
        </Select>
      </FormField>
      <FormField label="File" hint="PDF, JPEG or PNG, at most 10 MB">
        <Input type="file" accept="application/pdf,image/jpeg,image/png" onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
      </FormField>
      {upload.error ? <p role="alert">Could not upload: {errorMessage(upload.error)}</p> : null}
      <SubmitButton pending={upload.isPending} pendingLabel="Uploading..." disabled={!file}>
        Upload
      </SubmitButton>
    </StyledForm>
  );
}

const OFFER_STATUS_TEXT: Record<RenewalOffer['status'], string> = {
  offered: 'waiting for the tenant',
  accepted: 'accepted',
  declined: 'declined',
  withdrawn: 'withdrawn',
};

/** Renewal offers: a new rent and term, mailed to the tenant, who accepts or declines in the portal. */
export function RenewalCard({ tenancyId, ended }: { tenancyId: string; ended: boolean }) {
  const offers = useRenewalOffers(tenancyId);
  const handlesMoney = useHandlesMoney();
  return (
    <Card>
      <CardHeading title="Renewal" description="Accepted, the renewal becomes a new tenancy linked to this one, to be signed and stamped again." />
      <CardContent>
        <QueryStatus query={offers} subject="the renewal offers">
          {(loaded) => (
            <>
              {loaded.items.length > 0 && (
                <StyledList>
                  {loaded.items.map((offer) => (
                    <li key={offer.id}>
                      {formatCents(Math.round(offer.monthlyRent * 100))} a month, {day(offer.leaseStart)} to {day(offer.leaseEnd)}:{' '}
                      {OFFER_STATUS_TEXT[offer.status]}
                      {offer.followOnTenancyId && (
                        <>
                          {' '}
                          · <Link to={tenancyPath(offer.followOnTenancyId)}>the new tenancy</Link>
                        </>
                      )}
                      {handlesMoney && offer.status === 'offered' && <WithdrawOffer tenancyId={tenancyId} offer={offer} />}
                    </li>
                  ))}
                </StyledList>
              )}
              {handlesMoney && !ended && !loaded.items.some((offer) => offer.status === 'offered') && <OfferForm tenancyId={tenancyId} />}
            </>
          )}
        </QueryStatus>
      </CardContent>
    </Card>
  );
}

/** Takes back an offer before the tenant answers it (a wrong rent, the owner changed their mind); a new one may follow. */
function WithdrawOffer({ tenancyId, offer }: { tenancyId: string; offer: RenewalOffer }) {
  const withdraw = useWithdrawRenewal(tenancyId);
  return (
    <>
      {' '}
      <ActionConfirmDialog
        onDismiss={withdraw.reset}
        trigger={
          <Button variant="outline" size="sm">
            Withdraw the offer
          </Button>
        }
        destructive
        pending={withdraw.isPending}
        error={withdraw.error && `Could not withdraw the offer: ${errorMessage(withdraw.error)}`}
        title="Withdraw this renewal offer?"
        description={`The tenant will no longer be able to accept the offer of ${formatCents(Math.round(offer.monthlyRent * 100))} a month. Tell them why; you can then make a new offer.`}
        confirmLabel="Withdraw the offer"
        onConfirm={(close) =>
          withdraw.mutate(offer.id, {
            onSuccess: () => {
              close();
              toast({ title: 'Renewal offer withdrawn' });
            },
          })
        }
      />
    </>
  );
}

function OfferForm({ tenancyId }: { tenancyId: string }) {
  const offer = useOfferRenewal(tenancyId);
  const form = useCheckedForm({
    initial: { monthlyRent: '', termMonths: '12' },
    error: offer.error,
    check: ({ monthlyRent, termMonths }) => checkFields(CreateRenewalOfferSchema, { monthlyRent: Number(monthlyRent), termMonths: Number(termMonths) }),
  });
  const submit = form.onSubmit((body) => offer.mutate(body, { onSuccess: () => toast({ title: 'Renewal offered to the tenant' }) }));
  return (
    <StyledForm aria-label="Offer a renewal" onSubmit={submit} noValidate>
      <FormField label="New monthly rent (S$)" required error={form.fieldError('monthlyRent')}>
        <Input type="number" min="0" step="0.01" inputMode="decimal" {...form.bind('monthlyRent')} />
      </FormField>
      <FormField label="Term (months)" required error={form.fieldError('termMonths')}>
        <Input type="number" min="1" max="120" inputMode="numeric" {...form.bind('termMonths')} />
      </FormField>
      {form.formError(['monthlyRent', 'termMonths']) && <p role="alert">Could not offer the renewal: {errorMessage(offer.error)}</p>}
      <SubmitButton pending={offer.isPending} pendingLabel="Sending...">
        Offer renewal
      </SubmitButton>
    </StyledForm>
  );
}

const StyledList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  padding-left: ${({ theme }) => theme.spacing[5]};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  justify-items: start;
  margin-top: ${({ theme }) => theme.spacing[4]};

  > * {
    width: 100%;
  }
`;
