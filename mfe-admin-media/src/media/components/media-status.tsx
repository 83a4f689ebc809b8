import styled from 'styled-components';
import type { MediaItem } from '@app/contracts';
import { Badge } from '@app/ui';

/** Where an item stands in the image pipeline; nothing once it is ready. */
export function MediaStatus({ item }: { item: Pick<MediaItem, 'status' | 'failureReason'> }) {
  if (item.status === 'ready') return null;
  if (item.status === 'processing') return <Badge variant="warning">Processing…</Badge>;
  return (
    <StyledFailure>
      <Badge variant="destructive">Failed</Badge>
      {item.failureReason && <span>{item.failureReason}</span>}
    </StyledFailure>
  );
}

const StyledFailure = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
