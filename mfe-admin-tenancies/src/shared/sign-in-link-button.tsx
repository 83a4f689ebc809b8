import { type UseMutationResult } from '@tanstack/react-query';
import { Button } from '@app/ui';
import { errorMessage, toast } from '@app/web';

/** Sends the owner or tenant a sign-in link to their portal again, and says so (or why not). */
export function SignInLinkButton({ invite }: { invite: UseMutationResult<{ message: string }, unknown, void> }) {
  return (
    <>
      <Button
        variant="outline"
        disabled={invite.isPending}
        onClick={() => invite.mutate(undefined, { onSuccess: (result) => toast({ title: result.message }) })}
      >
        {invite.isPending ? 'Sending...' : 'Send a sign-in link'}
      </Button>
      {invite.error && <p role="alert">{errorMessage(invite.error)}</p>}
    </>
  );
}
