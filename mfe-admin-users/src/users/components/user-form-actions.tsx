import { Button, DialogClose, DialogFooter, Spinner } from '@app/ui';

export function UserFormActions({ submitLabel, pending }: { submitLabel: string; pending: boolean }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={pending}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner size="sm" aria-hidden="true" />}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
