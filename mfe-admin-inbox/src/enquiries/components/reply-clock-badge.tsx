import type { ReplyClockView } from '@app/contracts';
import { Badge } from '@app/ui';
import { formatDateTime } from '@app/web';
import { replyClockText } from '../utils/reply-clock-text';

/** Business time left to keep the 24-hour reply promise; nothing once the enquiry no longer waits for a reply. */
export function ReplyClockBadge({ clock }: { clock: ReplyClockView | null }) {
  if (!clock) return <span aria-label="No reply due">–</span>;
  return (
    <Badge variant={clock.overdue ? 'destructive' : 'warning'} title={`Reply due by ${formatDateTime(clock.dueAt)}`}>
      {replyClockText(clock)}
    </Badge>
  );
}
