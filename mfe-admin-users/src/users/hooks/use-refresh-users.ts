import { toast } from '@app/web';
import { type useUsers } from '../api/users-query';

type Refetch = ReturnType<typeof useUsers>['refetch'];

/** The Refresh button: refetches the list and says how it went. */
export function useRefreshUsers(refetch: Refetch) {
  return async () => {
    toast({ title: 'Refreshing users', description: 'Please wait...' });
    const result = await refetch();
    if (result.isError) {
      toast({ title: 'Refresh failed', description: 'Could not refresh user data. Please try again.', variant: 'destructive' });
    } else {
      toast({ title: 'Users refreshed', description: `Retrieved ${result.data?.total ?? 0} users.` });
    }
  };
}
