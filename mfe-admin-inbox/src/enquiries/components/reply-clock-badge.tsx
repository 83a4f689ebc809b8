import type { ReplyClockView } from '@app/contracts';
import { Badge } from '@app/ui';
import { formatDateTime } from '@app/web';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { replyClockAt, replyClockText } from '../utils/reply-clock-text';

/** Business time left to keep the 24-hour reply promise; nothing once the enquiry no longer waits for a reply. */
export function ReplyClockBadge({ clock }: { clock: ReplyClockView | null }) {
  if (!clock) return <span aria-label="No reply due">–</span>;
  return <RunningReplyClock clock={clock} />;
}

/** Counts down once a minute from the due time, without asking the API again. */
function RunningReplyClock({ clock }: { clock: ReplyClockView }) {
  const current = replyClockAt(clock, useMinuteClock());
  return (
    <Badge variant={current.overdue ? 'destructive' : 'warning'} title={`Reply due by ${formatDateTime(clock.dueAt)}`}>
      {replyClockText(current)}
    </Badge>
  );
}
