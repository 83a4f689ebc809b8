import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CONDITION_REPORT_KIND_LABELS, type ConditionReportSummary } from '@app/contracts';
import { Badge, EmptyState } from '@app/ui';
import { formatSingaporeDay, formatSingaporeTime, QueryStatus } from '@app/web';
import { conditionReportPath } from '../../shared/paths';
import { StyledCardList, StyledPortalPage } from '../../shared/portal-styles';
import { useMyConditionReports } from '../api/condition-report-queries';

/** What a report asks of the tenant, or where it stands. */
export function reportState(report: Pick<ConditionReportSummary, 'status' | 'open' | 'integrity' | 'commentsCloseAt'>): string {
  if (report.integrity === 'mismatch') return 'Changed after it was acknowledged';
  if (report.status === 'acknowledged') return 'Acknowledged';
  if (report.open && report.commentsCloseAt) return `Please check and acknowledge by ${formatSingaporeTime(report.commentsCloseAt)}`;
  return 'The time to acknowledge has passed';
}

/**
 * Where the report stands, as a badge. The state can be a sentence with a date ("Please check and acknowledge by …"),
 * wider than a phone: unlike a one-word badge it wraps, or it would widen the page and the phone would zoom out.
 */
export function ReportStateBadge({ report }: { report: Pick<ConditionReportSummary, 'status' | 'open' | 'integrity' | 'commentsCloseAt'> }) {
  return (
    <StyledStateBadge variant={report.integrity === 'mismatch' ? 'destructive' : report.status === 'acknowledged' ? 'success' : 'warning'}>
      {reportState(report)}
    </StyledStateBadge>
  );
}

const StyledStateBadge = styled(Badge)`
  align-self: flex-start;
  max-width: 100%;
  white-space: normal;
  overflow-wrap: anywhere;
`;

/** /portal/condition-reports: the move-in and move-out reports of the account's tenancies (or the owner's units). */
export function ConditionReportsPage() {
  const reports = useMyConditionReports();
  return (
    <StyledPortalPage>
      <h1>Condition reports</h1>
      <QueryStatus query={reports} subject="your condition reports">
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState headingLevel={2} title="No condition report yet" description="When we hand over or take back a unit, its report shows here." />
          ) : (
            <StyledCardList>
              {items.map((report) => (
                <li key={report.id}>
                  <Link to={conditionReportPath(report.id)}>
                    <strong>
                      {CONDITION_REPORT_KIND_LABELS[report.kind]} report: {report.unit}
                    </strong>
                    {report.handoverOn && <span>Handover {formatSingaporeDay(report.handoverOn)}</span>}
                    <ReportStateBadge report={report} />
                  </Link>
                </li>
              ))}
            </StyledCardList>
          )
        }
      </QueryStatus>
    </StyledPortalPage>
  );
}
