import { type Session } from '@app/contracts';
import { Badge, Button, TableCell, TableRow } from '@app/ui';
import { errorMessage, formatDateTime, toast } from '@app/web';
import { useEndSession } from '../api/sessions-query';

export function SessionRow({ session }: { session: Session }) {
  const endSession = useEndSession();

  const signOut = () =>
    endSession.mutate(session.id, {
      onSuccess: () => toast({ title: 'Session signed out', description: `${session.browser} is no longer signed in.` }),
      onError: (error) => toast({ title: 'Error signing out session', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <TableRow>
      <TableCell>{session.browser}</TableCell>
      <TableCell>{session.clientAddress ?? 'Unknown'}</TableCell>
      <TableCell>{formatDateTime(session.signedInAt)}</TableCell>
      <TableCell>{formatDateTime(session.lastSeenAt)}</TableCell>
      <TableCell>
        {session.current ? (
          <Badge variant="accent">This browser</Badge>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={signOut}
            disabled={endSession.isPending}
            aria-label={`Sign out ${session.browser}, last seen ${formatDateTime(session.lastSeenAt)}`}
          >
            Sign Out
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
