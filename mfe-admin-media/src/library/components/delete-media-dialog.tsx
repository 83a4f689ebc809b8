import styled from 'styled-components';
import { MEDIA_NOTICES, type MediaItem } from '@app/contracts';
import { ConfirmDialog } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { useDeleteMedia } from '../../media/api/delete-media';
import { usagePlace } from './media-usage-list';

const DELETE_WARNING = 'This action cannot be undone. This will permanently delete the media file from the server.';

/** Asks before deleting, and says where the item is still used; closed while `item` is null. */
export function DeleteMediaDialog({ item, onClose, onDeleted }: { item: MediaItem | null; onClose: () => void; onDeleted: (item: MediaItem) => void }) {
  const deleteMedia = useDeleteMedia();

  const onConfirm = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!item) return;
    deleteMedia.mutate(item.id, {
      onSuccess: () => {
        toast(MEDIA_NOTICES.deleted);
        onDeleted(item);
        onClose();
      },
      onError: (error) => toast({ ...MEDIA_NOTICES.deleteFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  };

  const usage = item?.usage ?? [];
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Are you sure?"
      description={
        <>
          {DELETE_WARNING}
          {usage.length > 0 && (
            <StyledWarning>
              <StyledLine>
                It is still used in {usage.length} {usage.length === 1 ? 'place' : 'places'}, which will show a missing image:
              </StyledLine>
              {usage.map((place) => (
                <StyledLine key={`${place.kind}:${place.id}:${place.field}`}>• {usagePlace(place)}</StyledLine>
              ))}
            </StyledWarning>
          )}
        </>
      }
      confirmLabel="Delete"
      destructive
      pending={deleteMedia.isPending}
      onConfirm={onConfirm}
    />
  );
}

/** Spans, because the dialog's description is a paragraph. */
const StyledWarning = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.spacing[3]};
  color: ${({ theme }) => theme.colors.destructive};
`;

const StyledLine = styled.span`
  display: block;
`;
