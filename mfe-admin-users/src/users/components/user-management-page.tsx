import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { canManageUsers, type User } from '@app/contracts';
import { Button, Card, CardContent, Grid, Row, TitledCardHeader } from '@app/ui';
import { useCurrentUser } from '@app/web';
import { useUsers } from '../api/users-query';
import { useRefreshUsers } from '../hooks/use-refresh-users';
import { useUserActions } from '../hooks/use-user-actions';
import { useUserListParams } from '../hooks/use-user-list-params';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { TwoFactorPolicyCard } from './two-factor-policy-card';
import { UsersFilters } from './users-filters';
import { UsersList } from './users-list';

/** SPEC §2 User Management; staff who may not manage accounts are sent back to the dashboard. */
export function UserManagementPage() {
  const actor = useCurrentUser();
  if (!actor || !canManageUsers(actor.role)) return <Navigate to="/admin" replace />;
  return <UserManagement actor={actor} />;
}

function UserManagement({ actor }: { actor: User }) {
  const list = useUserListParams();
  const users = useUsers(list.query);
  const refresh = useRefreshUsers(users.refetch);
  const actions = useUserActions(actor);
  const [creating, setCreating] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);

  /** Newest first: the first page without filters starts with the account just created. */
  const showCreated = (user: User) => {
    setCreatedId(user.id);
    list.show({ q: '', role: '', page: 1 });
  };

  return (
    <Grid $gap={6}>
      <Card>
        <TitledCardHeader title="User Management" description="Manage user accounts, roles, and permissions">
          <Row $gap={2}>
            <Button variant="outline" onClick={() => void refresh()} disabled={users.isFetching}>
              Refresh
            </Button>
            <Button as={Link} variant="outline" to="/admin/users/audit-log">
              Audit Log
            </Button>
            <Button onClick={() => setCreating(true)}>Create User</Button>
          </Row>
        </TitledCardHeader>
        <CardContent>
          <UsersFilters q={list.q} role={list.role} onChange={list.show} />
          <UsersList query={users} actor={actor} createdId={createdId} onEdit={actions.edit} onDelete={actions.remove} onPage={(page) => list.show({ page })} />
        </CardContent>
        <CreateUserDialog open={creating} onOpenChange={setCreating} actorRole={actor.role} onCreated={showCreated} />
        <EditUserDialog user={actions.editing} actor={actor} onClose={actions.closeEdit} />
        <DeleteUserDialog user={actions.deleting} onClose={actions.closeDelete} />
      </Card>
      {actor.role === 'super_admin' && <TwoFactorPolicyCard />}
    </Grid>
  );
}
