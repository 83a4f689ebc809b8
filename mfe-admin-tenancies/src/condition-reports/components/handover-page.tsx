import { Link, useNavigate, useParams } from 'react-router-dom';
import { CONDITION_REPORT_KIND_LABELS, CONDITION_REPORT_KINDS } from '@app/contracts';
import { Badge, Button, DetailFrame } from '@app/ui';
import { errorMessage, formatSingaporeDay, QueryStatus } from '@app/web';
import { MoneyStaffOnly } from '../../shared/handles-money';
import { BackLink } from '../../shared/detail-page';
import { conditionReportPath, tenancyPath } from '../../shared/paths';
import { useConditionReports, useCreateConditionReport } from '../api/condition-report-queries';
import { DepositCard } from './deposit-card';

const STATUS_TEXT = { draft: 'Draft', shared: 'Shared with the tenant', acknowledged: 'Acknowledged' } as const;

/** /admin/tenancies/:id/handover: the tenancy's move-in and move-out reports, and (admins) its deposit. */
export function HandoverPage() {
  const { id = '' } = useParams();
  const reports = useConditionReports(id);
  const create = useCreateConditionReport(id);
  const navigate = useNavigate();
  return (
    <DetailFrame
      back={<BackLink to={tenancyPath(id)}>Back to the tenancy</BackLink>}
      title="Condition reports"
      body={
        <QueryStatus query={reports} subject="the condition reports">
          {({ items }) => (
            <>
              <ul>
                {items.map((report) => (
                  <li key={report.id}>
                    <Link to={conditionReportPath(report.id)}>{CONDITION_REPORT_KIND_LABELS[report.kind]} report</Link>
                    {report.handoverOn && ` · handover ${formatSingaporeDay(report.handoverOn)}`} · {STATUS_TEXT[report.status]}{' '}
                    {report.integrity === 'mismatch' && <Badge variant="destructive">Changed after acknowledgement</Badge>}
                  </li>
                ))}
              </ul>
              {CONDITION_REPORT_KINDS.filter((kind) => !items.some((report) => report.kind === kind)).map((kind) => (
                <Button
                  key={kind}
                  disabled={create.isPending}
                  onClick={() => create.mutate(kind, { onSuccess: (made) => navigate(conditionReportPath(made.id)) })}
                >
                  Start the {CONDITION_REPORT_KIND_LABELS[kind].toLowerCase()} report
                </Button>
              ))}
              {create.isError && <p role="alert">{errorMessage(create.error)}</p>}
            </>
          )}
        </QueryStatus>
      }
    >
      <MoneyStaffOnly>
        <DepositCard tenancyId={id} />
      </MoneyStaffOnly>
    </DetailFrame>
  );
}
