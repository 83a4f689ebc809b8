import styled from 'styled-components';
import { MEDIA_USAGE_LABELS, type MediaUsage } from '@app/contracts';

/** "Post “Title” (featured image)": one place where an item is used. */
export function usagePlace(usage: MediaUsage): string {
  return `${MEDIA_USAGE_LABELS[usage.kind]} “${usage.title}” (${MEDIA_USAGE_LABELS[usage.field]})`;
}

/** Where an item is used, as a list. */
export function MediaUsageList({ usage }: { usage: MediaUsage[] }) {
  return (
    <StyledList>
      {usage.map((place) => (
        <li key={`${place.kind}:${place.id}:${place.field}`}>{usagePlace(place)}</li>
      ))}
    </StyledList>
  );
}

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing[5]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
