import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { MEDIA_NOTICES, type MediaItem } from '@app/contracts';
import { Button, Row, Stack } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { useUpdateMedia } from '../../media/api/update-media';
import { MediaDetailsFields } from '../../media/components/media-details-fields';
import { mediaFormResolver, mediaFormValues } from '../../media/utils/media-form';

type MediaDetailsFormProps = {
  item: MediaItem;
  /** Put focus on the Title field (the Edit details action). */
  focusTitle: boolean;
  onCopyUrl: () => void;
  onDelete: () => void;
};

/** Title, Caption and Tags with Update details, Copy URL and Delete (SPEC §2). */
export function MediaDetailsForm({ item, focusTitle, onCopyUrl, onDelete }: MediaDetailsFormProps) {
  const update = useUpdateMedia();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: mediaFormResolver,
    defaultValues: mediaFormValues(item),
  });

  useEffect(() => reset(mediaFormValues(item)), [item, reset]);
  useEffect(() => {
    if (focusTitle) (formRef.current?.elements.namedItem('title') as HTMLInputElement | null)?.focus();
  }, [focusTitle, item.id]);

  const onSubmit = handleSubmit((changes) =>
    update.mutate(
      { id: item.id, changes },
      {
        onSuccess: () => toast(MEDIA_NOTICES.updated),
        onError: (error) => toast({ ...MEDIA_NOTICES.updateFailed, description: errorMessage(error), variant: 'destructive' }),
      },
    ),
  );

  return (
    <Stack as="form" ref={formRef} onSubmit={onSubmit} noValidate aria-label="Media details">
      <MediaDetailsFields register={register} errors={formState.errors} />
      <Row $gap={2} $wrap>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          Update details
        </Button>
        <Button type="button" variant="outline" disabled={!item.url} onClick={onCopyUrl}>
          Copy URL
        </Button>
        <Button type="button" variant="destructive" onClick={onDelete}>
          Delete
        </Button>
      </Row>
    </Stack>
  );
}
