import { RoundBadge } from './round-badge';

/** A round badge with someone's initials; decorative, as their name is always written beside it. */
export function InitialsAvatar({ initials }: { initials: string }) {
  return (
    <RoundBadge $size="2.75rem" $tone="primary" aria-hidden="true">
      {initials}
    </RoundBadge>
  );
}
