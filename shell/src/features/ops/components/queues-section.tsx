import { useId, useState } from 'react';
import styled from 'styled-components';
import { FAILED_JOBS_PAGE_SIZE, type FailedJob, QUEUE_JOB_STATES, type QueueReport } from '@app/contracts';
import { Button, ConfirmDialog, DataTable, EmptyState, Spinner, TableCell, TableRow, VisuallyHidden } from '@app/ui';
import { errorMessage, formatDateTime } from '@app/web';
import { type JobAction, useJobAction, useQueuesReport } from '../api/ops-queries';
import { LoadError } from './load-error';

const STATE_LABELS: Record<(typeof QUEUE_JOB_STATES)[number], string> = {
  waiting: 'Waiting',
  active: 'Active',
  delayed: 'Delayed',
  failed: 'Failed',
  completed: 'Completed',
};

/** Job counts per queue and state, then the failed jobs, a page at a time, each with Retry and Remove. */
export function QueuesSection() {
  const headingId = useId();
  const [failedPage, setFailedPage] = useState(1);
  const report = useQueuesReport(failedPage);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Queues</h2>
      {report.isPending ? (
        <Spinner label="Loading the queues" />
      ) : report.isError ? (
        <LoadError message={`Could not read the queues: ${errorMessage(report.error)}`} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <QueueCounts queues={report.data.queues} />
          <FailedJobs queues={report.data.queues} page={failedPage} onPage={setFailedPage} />
        </>
      )}
    </section>
  );
}

function QueueCounts({ queues }: { queues: QueueReport[] }) {
  return (
    <DataTable columns={['Queue', ...QUEUE_JOB_STATES.map((state) => STATE_LABELS[state])]}>
      {queues.map((queue) => (
        <TableRow key={queue.name}>
          <TableCell>{queue.name}</TableCell>
          {QUEUE_JOB_STATES.map((state) => (
            <TableCell key={state}>{queue.counts[state].toLocaleString('en-US')}</TableCell>
          ))}
        </TableRow>
      ))}
    </DataTable>
  );
}

type Pending = { action: JobAction; queue: string; job: FailedJob };

function FailedJobs({ queues, page, onPage }: { queues: QueueReport[]; page: number; onPage: (page: number) => void }) {
  const headingId = useId();
  const jobAction = useJobAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const failed = queues.flatMap((queue) => queue.failed.map((job) => ({ queue: queue.name, job })));
  const hasNextPage = queues.some((queue) => queue.failed.length === FAILED_JOBS_PAGE_SIZE);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Failed jobs</h3>
      {failed.length === 0 ? (
        <EmptyState title={page === 1 ? 'No failed jobs' : 'No more failed jobs'} description="Jobs that ran out of attempts appear here, with the reason." />
      ) : (
        <DataTable columns={['Queue', 'Job', 'Reason', 'Attempts', 'Failed at', 'Actions']}>
          {failed.map(({ queue, job }) => (
            <TableRow key={`${queue}/${job.id}`}>
              <TableCell>{queue}</TableCell>
              <TableCell>
                {job.name} {job.id}
              </TableCell>
              <TableCell>{job.failedReason}</TableCell>
              <TableCell>{job.attemptsMade}</TableCell>
              <TableCell>{job.failedAt ? formatDateTime(job.failedAt) : 'Unknown'}</TableCell>
              <TableCell>
                <Button variant="outline" size="sm" disabled={jobAction.isPending} onClick={() => jobAction.mutate({ action: 'retry', queue, job })}>
                  Retry <VisuallyHidden>{`${job.name} ${job.id}`}</VisuallyHidden>
                </Button>{' '}
                <Button variant="destructive" size="sm" disabled={jobAction.isPending} onClick={() => setPending({ action: 'remove', queue, job })}>
                  Remove <VisuallyHidden>{`${job.name} ${job.id}`}</VisuallyHidden>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
      <StyledPager aria-label="Failed jobs pages">
        <Button variant="outline" size="sm" disabled={page === 1} onClick={() => onPage(page - 1)}>
          Newer
        </Button>
        <span>Page {page}</span>
        <Button variant="outline" size="sm" disabled={!hasNextPage} onClick={() => onPage(page + 1)}>
          Older
        </Button>
      </StyledPager>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Remove this failed job?"
        description={pending ? `${pending.job.name} ${pending.job.id} is deleted from the ${pending.queue} queue and will not run again.` : ''}
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (pending) jobAction.mutate(pending);
          setPending(null);
        }}
      />
    </section>
  );
}

const StyledPager = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
  margin-top: ${({ theme }) => theme.spacing[4]};
`;
