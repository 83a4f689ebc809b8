import styled from 'styled-components';
import { type Session } from '@app/contracts';
import { Button, Card, CardContent, EmptyState, Table, TableBody, TableColumnHeaders, TableContainer, TitledCardHeader } from '@app/ui';
import { errorMessage, QueryStatus, toast } from '@app/web';
import { useEndOtherSessions, useSessions } from '../api/sessions-query';
import { SessionRow } from './session-row';

const COLUMNS = ['Browser', 'Address', 'Signed in', 'Last seen', 'Actions'];

/** The browsers signed in to this account; any of them, or all but this one, can be signed out. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const hasOthers = (sessions.data ?? []).some((session) => !session.current);

  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ signedOut }) =>
        toast({ title: 'Other sessions signed out', description: `${signedOut} ${signedOut === 1 ? 'session was' : 'sessions were'} signed out.` }),
      onError: (error) => toast({ title: 'Error signing out sessions', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <Card>
      <TitledCardHeader
        title="Signed-in Sessions"
        description="Browsers where you are signed in. Sign out any you do not recognise, then change your password."
        level="h2"
      >
        <Button variant="outline" onClick={signOutOthers} disabled={!hasOthers || endOthers.isPending}>
          Sign Out All Other Sessions
        </Button>
      </TitledCardHeader>
      <CardContent>
        <QueryStatus query={sessions} subject="sessions">
          {(list) => (list.length === 0 ? <EmptyState title="No signed-in sessions." headingLevel={3} /> : <SessionsTable sessions={list} />)}
        </QueryStatus>
      </CardContent>
    </Card>
  );
}

function SessionsTable({ sessions }: { sessions: Session[] }) {
  return (
    <TableContainer>
      <StyledTable aria-label="Signed-in sessions">
        <TableColumnHeaders columns={COLUMNS} />
        <TableBody>
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </TableBody>
      </StyledTable>
    </TableContainer>
  );
}

const StyledTable = styled(Table)`
  min-width: 40rem;
`;
