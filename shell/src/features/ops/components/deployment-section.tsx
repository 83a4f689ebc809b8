import { useId } from 'react';
import { type Readiness } from '@app/contracts';
import { Badge, DataTable, Spinner, TableCell, TableRow } from '@app/ui';
import { errorMessage } from '@app/web';
import { useReadiness } from '../api/ops-queries';
import { LoadError } from './load-error';

/** /api/ready's report: each remote's source and deployed version, the dependencies' checks and the warnings. */
export function DeploymentSection() {
  const headingId = useId();
  const readiness = useReadiness();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Deployment and readiness</h2>
      {readiness.isPending ? (
        <Spinner label="Loading the readiness report" />
      ) : readiness.isError ? (
        <LoadError message={`The API is not ready: ${errorMessage(readiness.error)}`} onRetry={() => void readiness.refetch()} />
      ) : (
        <ReadinessReport report={readiness.data} />
      )}
    </section>
  );
}

function ReadinessReport({ report }: { report: Readiness }) {
  const checks = Object.entries(report.checks);
  return (
    <>
      <p>
        API: <Badge variant={report.status === 'ready' ? 'success' : 'destructive'}>{report.status === 'ready' ? 'Ready' : 'Not ready'}</Badge>
      </p>
      <DataTable columns={['Remote', 'Deployed version', 'Source']}>
        {Object.entries(report.remotes).map(([name, remote]) => (
          <TableRow key={name}>
            <TableCell>{name}</TableCell>
            <TableCell>{remote.version ?? 'Not answering'}</TableCell>
            <TableCell>{remote.url}</TableCell>
          </TableRow>
        ))}
      </DataTable>
      <DataTable columns={['Check', 'Status', 'Detail']}>
        {checks.map(([name, check]) => (
          <TableRow key={name}>
            <TableCell>{name}</TableCell>
            <TableCell>
              <Badge variant={check.status === 'up' ? 'success' : 'destructive'}>{check.status === 'up' ? 'Up' : 'Down'}</Badge>
            </TableCell>
            <TableCell>{check.error ?? ''}</TableCell>
          </TableRow>
        ))}
      </DataTable>
      {report.warnings.length > 0 && (
        <ul aria-label="Warnings">
          {report.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </>
  );
}
