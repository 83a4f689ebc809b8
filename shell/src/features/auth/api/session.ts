import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AuthUserSchema, type AuthUser } from '@app/contracts';
import { createQueryFn, SESSION_QUERY_KEY, useSessionStore } from '@app/web';

const fetchSession = createQueryFn<AuthUser>({ schema: AuthUserSchema, onUnauthorized: 'returnNull' });

/**
 * Asks the server who is signed in and mirrors the answer into the shared session store;
 * a 401 means nobody, and so does a check that keeps failing.
 */
export function useSessionQuery() {
  const { data, isError } = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSession });
  const setUser = useSessionStore((state) => state.setUser);

  useEffect(() => {
    if (data !== undefined) setUser(data);
    else if (isError) setUser(null);
  }, [data, isError, setUser]);
}
