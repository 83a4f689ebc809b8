import styled from 'styled-components';
import type { MediaItem } from '@app/contracts';
import { Button, CloseIcon, Panel, ResponsiveImage } from '@app/ui';
import { formatDateTime } from '@app/web';
import { MediaStatus } from '../../media/components/media-status';
import { MediaThumbnail } from '../../media/components/media-thumbnail';
import { formatDimensions, formatFileSize, mediaName } from '../../media/utils/format';
import type { MediaActions } from './media-actions';
import { MediaDetailsForm } from './media-details-form';
import { MediaUsageList } from './media-usage-list';

type MediaDetailsPanelProps = {
  item: MediaItem;
  editing: boolean;
  actions: MediaActions;
  onClose: () => void;
};

/** SPEC §2 details of the selected item, with its real dimensions and where it is used. */
export function MediaDetailsPanel({ item, editing, actions, onClose }: MediaDetailsPanelProps) {
  const facts: Array<[string, string]> = [
    ['Original file', item.originalFilename],
    ['Uploaded', formatDateTime(item.createdAt)],
    ['Type', item.mimeType],
    ['Size', formatFileSize(item.size)],
    ['Dimensions', formatDimensions(item)],
    ['Usage', String(item.usageCount)],
  ];

  return (
    <StyledPanel as="aside" aria-label="Media details">
      <StyledHeading>
        <h2>{mediaName(item)}</h2>
        <Button variant="ghost" size="icon" aria-label="Close details" onClick={onClose}>
          <CloseIcon />
        </Button>
      </StyledHeading>
      {item.status === 'ready' ? (
        <ResponsiveImage image={item} alt={item.caption ?? mediaName(item)} sizes="(min-width: 1024px) 22rem, 100vw" />
      ) : (
        <MediaThumbnail item={item} />
      )}
      <MediaStatus item={item} />
      <StyledFacts>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </StyledFacts>
      {item.usage.length > 0 && (
        <section aria-label="Used in">
          <StyledSubheading>Used in</StyledSubheading>
          <MediaUsageList usage={item.usage} />
        </section>
      )}
      <MediaDetailsForm item={item} focusTitle={editing} onCopyUrl={() => actions.copyUrl(item)} onDelete={() => actions.remove(item)} />
    </StyledPanel>
  );
}

const StyledPanel = styled(Panel)`
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledHeading = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};

  h2 {
    margin: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const StyledSubheading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  div {
    display: grid;
    grid-template-columns: 7rem 1fr;
    gap: ${({ theme }) => theme.spacing[2]};
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
