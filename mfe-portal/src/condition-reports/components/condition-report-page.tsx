import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CONDITION_REPORT_KIND_LABELS, type ConditionItem, type ConditionReport, ITEM_CONDITION_LABELS, type PortalAccount } from '@app/contracts';
import { Badge, Button, Checkbox, FormField, Input, Textarea } from '@app/ui';
import { errorMessage, formatSingaporeDay, formatSingaporeTime, QueryStatus } from '@app/web';
import { RequestPhotos } from '@app/domain-ui';
import { StyledPanel, StyledPortalPage } from '../../shared/portal-styles';
import { depositLetterUrl, printUrl, useAcknowledge, useCommentOnItem, useMyConditionReport } from '../api/condition-report-queries';
import { ReportStateBadge } from './condition-reports-page';

/** /portal/condition-reports/:id: the report room by room with its photos; the tenant comments and acknowledges while it is open. */
export function ConditionReportPage({ account }: { account: PortalAccount }) {
  const { id = '' } = useParams();
  const report = useMyConditionReport(id);
  return (
    <StyledPortalPage>
      <QueryStatus query={report} subject="the condition report">
        {(loaded) => <Report report={loaded} canAct={account.role === 'tenant' && loaded.open} />}
      </QueryStatus>
    </StyledPortalPage>
  );
}

function Report({ report, canAct }: { report: ConditionReport; canAct: boolean }) {
  const rooms = [...new Set(report.items.map((item) => item.room))];
  return (
    <>
      <h1>
        {CONDITION_REPORT_KIND_LABELS[report.kind]} condition report: {report.unit}
      </h1>
      <ReportStateBadge report={report} />
      {report.integrity === 'verified' && <p>Verified: this report is exactly as it was acknowledged.</p>}
      {report.integrity === 'mismatch' && <p role="alert">This report has changed since it was acknowledged. Please contact us.</p>}
      <StyledFacts>
        <dt>Handover</dt>
        <dd>{report.handoverOn ? formatSingaporeDay(report.handoverOn) : 'Not recorded'}</dd>
        <dt>Aircon units, keys, access cards</dt>
        <dd>{[report.inventory.airconUnits, report.inventory.keys, report.inventory.accessCards].map((count) => count ?? '–').join(', ')}</dd>
        <dt>Meters (electricity, water, gas)</dt>
        <dd>{[report.meters.electricity, report.meters.water, report.meters.gas].map((reading) => reading ?? '–').join(', ')}</dd>
      </StyledFacts>
      {rooms.map((room) => (
        <section key={room} aria-label={room}>
          <h2>{room}</h2>
          {report.items
            .filter((item) => item.room === room)
            .map((item) => (
              <Item key={item.id} reportId={report.id} item={item} canComment={canAct} />
            ))}
        </section>
      ))}
      {canAct && <AcknowledgeForm report={report} />}
      {report.acknowledgement && (
        <p>
          Acknowledged by {report.acknowledgement.name} on {formatSingaporeTime(report.acknowledgement.at)}.
        </p>
      )}
      <p>
        <a href={printUrl(report.id)} target="_blank" rel="noreferrer">
          Printable report
        </a>
        {report.kind === 'move_out' && (
          <>
            {' · '}
            <a href={depositLetterUrl(report.tenancyId)} target="_blank" rel="noreferrer">
              Deposit letter
            </a>
          </>
        )}
      </p>
    </>
  );
}

function Item({ reportId, item, canComment }: { reportId: string; item: ConditionItem; canComment: boolean }) {
  const comment = useCommentOnItem(reportId);
  const [text, setText] = useState(item.tenantComment);
  return (
    <StyledItem aria-label={item.name}>
      <h3>
        {item.name}: {item.condition ? ITEM_CONDITION_LABELS[item.condition] : 'Not checked'}
        {item.worse && <Badge variant="destructive">Worse than at move-in</Badge>}
      </h3>
      {item.note && <p>{item.note}</p>}
      {item.moveIn && (
        <p>
          At move-in: {item.moveIn.condition ? ITEM_CONDITION_LABELS[item.moveIn.condition] : 'Not checked'}
          {item.moveIn.note && ` (${item.moveIn.note})`}
        </p>
      )}
      {item.moveIn && <RequestPhotos photos={item.moveIn.photos} label={`${item.name} at move-in`} />}
      <RequestPhotos photos={item.photos} label={item.name} />
      {canComment ? (
        <StyledPanel>
          <FormField label={`Your comment on ${item.name}`} error={comment.isError ? errorMessage(comment.error) : undefined}>
            <Textarea value={text} maxLength={1000} onChange={(event) => setText(event.target.value)} />
          </FormField>
          <Button
            variant="secondary"
            disabled={comment.isPending || text === item.tenantComment}
            onClick={() => comment.mutate({ itemId: item.id, comment: text })}
          >
            Save comment
          </Button>
        </StyledPanel>
      ) : (
        item.tenantComment && <p>Tenant’s comment: {item.tenantComment}</p>
      )}
    </StyledItem>
  );
}

/** The typed name and the tick; the hash of the version on screen goes with them, so a report changed meanwhile is refused. */
function AcknowledgeForm({ report }: { report: ConditionReport }) {
  const acknowledge = useAcknowledge(report.id);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    acknowledge.mutate({ name, agreed: true, renderedSha256: report.renderedSha256 });
  };
  return (
    <StyledPanel as="form" onSubmit={submit} aria-label="Acknowledge the report">
      <h2>Acknowledge</h2>
      <p>Once you acknowledge the report, it can no longer change. Comment on any item first if you disagree with it.</p>
      <FormField label="Your full name" error={acknowledge.isError ? errorMessage(acknowledge.error) : undefined}>
        <Input value={name} autoComplete="name" onChange={(event) => setName(event.target.value)} />
      </FormField>
      <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} label="I have read this report and its photos, and I acknowledge it" />
      <Button type="submit" disabled={!agreed || name.trim().length < 2 || acknowledge.isPending}>
        Acknowledge the report
      </Button>
    </StyledPanel>
  );
}

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing[1]} ${({ theme }) => theme.spacing[3]};
  margin: 0;

  dd {
    margin: 0;
  }
`;

const StyledItem = styled.article`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.spacing[3]} 0;

  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing[2]};
    align-items: center;
    margin: 0;
  }
`;
