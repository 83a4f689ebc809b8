import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { CONDITION_REPORT_KIND_LABELS, type ConditionReportSummary, formatCents, type PortalLease, type RenewalOffer } from '@app/contracts';
import { ActionConfirmDialog, Button, Card, CardContent, CardHeading, Row } from '@app/ui';
import { errorMessage, formatSingaporeDay, QueryStatus, toast } from '@app/web';
import { useMyConditionReports } from '../condition-reports/api/condition-report-queries';
import { reportState } from '../condition-reports/components/condition-reports-page';
import { conditionReportPath } from '../shared/paths';
import { useAnswerRenewal, usePortalLeases } from './lease-queries';

const day = (date: string) => formatSingaporeDay(`${date}T00:00:00+08:00`);
const dollars = (amount: number) => formatCents(Math.round(amount * 100));

/**
 * /portal/lease: the viewer's leases with their stamping, diplomatic clause and documents (the condition reports shared
 * with the tenant among them, with their acknowledgement); a tenant answers a renewal offer here.
 */
export function LeasePage() {
  const leases = usePortalLeases();
  const reports = useMyConditionReports().data?.items ?? [];
  return (
    <>
      <h1>Your lease</h1>
      <QueryStatus query={leases} subject="your leases">
        {(loaded) =>
          loaded.items.length === 0 ? (
            <p>No lease to show yet.</p>
          ) : (
            loaded.items.map((lease) => (
              <LeaseCard key={lease.tenancyId} lease={lease} reports={reports.filter((report) => report.tenancyId === lease.tenancyId)} />
            ))
          )
        }
      </QueryStatus>
    </>
  );
}

function LeaseCard({ lease, reports }: { lease: PortalLease; reports: ConditionReportSummary[] }) {
  return (
    <Card>
      <CardHeading title={`${lease.unit}`} description={`${day(lease.leaseStart)} to ${day(lease.leaseEnd)}`} />
      <CardContent>
        <StyledFacts>
          <dt>Stamp duty</dt>
          <dd>
            {lease.stamping.certificateRef
              ? `Stamped${lease.stamping.stampedOn ? ` on ${day(lease.stamping.stampedOn)}` : ''}, certificate ${lease.stamping.certificateRef}`
              : lease.stamping.duty === 0
                ? 'None payable on this lease'
                : 'Not stamped yet'}
          </dd>
          {lease.diplomaticClause && (
            <>
              <dt>Diplomatic clause</dt>
              <dd>
                {lease.viewer === 'tenant' ? 'You may give notice' : 'The tenant may give notice'} from {day(lease.diplomaticClause.noticeFrom)}, with{' '}
                {lease.diplomaticClause.noticeMonths} months’ notice: the lease would then end on {day(lease.diplomaticClause.earliestEnd)} at the earliest.
              </dd>
            </>
          )}
        </StyledFacts>
        <h3>Documents</h3>
        {lease.documents.length === 0 && reports.length === 0 ? (
          <p>None yet: we add the signed agreement, the stamp certificate and the condition reports here.</p>
        ) : (
          <ul aria-label={`Documents of ${lease.unit}`}>
            {lease.documents.map((document) => (
              <li key={document.id}>
                <a href={document.url}>{document.label}</a> ({document.filename})
              </li>
            ))}
            {reports.map((report) => (
              <li key={report.id}>
                <Link to={conditionReportPath(report.id)}>{CONDITION_REPORT_KIND_LABELS[report.kind]} condition report</Link> ({reportState(report)})
              </li>
            ))}
          </ul>
        )}
        {lease.renewalOffer && <RenewalOfferPanel offer={lease.renewalOffer} />}
      </CardContent>
    </Card>
  );
}

function RenewalOfferPanel({ offer }: { offer: RenewalOffer }) {
  const accept = useAnswerRenewal();
  const decline = useAnswerRenewal();
  const answering = accept.isPending || decline.isPending;
  return (
    <StyledOffer aria-label="Renewal offer">
      <h3>Renewal offer</h3>
      <p>
        A new lease from {day(offer.leaseStart)} to {day(offer.leaseEnd)} ({offer.termMonths} months) at {dollars(offer.monthlyRent)} a month.
      </p>
      <Row $gap={2} $wrap>
        <ActionConfirmDialog
          trigger={<Button disabled={answering}>Accept</Button>}
          pending={accept.isPending}
          error={accept.error && errorMessage(accept.error)}
          onDismiss={accept.reset}
          title="Accept the renewal?"
          description={`Your lease continues from ${day(offer.leaseStart)} to ${day(offer.leaseEnd)} at ${dollars(offer.monthlyRent)} a month. We will send the new agreement to sign.`}
          confirmLabel="Accept"
          onConfirm={(close) =>
            accept.mutate(
              { id: offer.id, accept: true },
              {
                onSuccess: () => {
                  close();
                  toast({ title: 'Thank you: your renewal is accepted' });
                },
              },
            )
          }
        />
        <Button
          variant="outline"
          disabled={answering}
          onClick={() => decline.mutate({ id: offer.id, accept: false }, { onSuccess: () => toast({ title: 'We have told our team you will not renew' }) })}
        >
          Decline
        </Button>
      </Row>
      {decline.error ? <p role="alert">{errorMessage(decline.error)}</p> : null}
    </StyledOffer>
  );
}

const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
  }
`;

const StyledOffer = styled.section`
  margin-top: ${({ theme }) => theme.spacing[4]};
  padding-top: ${({ theme }) => theme.spacing[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
