import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SESSION_QUERY, useSessionStore } from '@app/web';

/**
 * Asks the server who is signed in and mirrors the answer into the shared session store;
 * a 401 means nobody, and so does a check that keeps failing.
 */
export function useSessionQuery() {
  const { data, isError } = useQuery(SESSION_QUERY);
  const setUser = useSessionStore((state) => state.setUser);

  useEffect(() => {
    if (data !== undefined) setUser(data);
    else if (isError) setUser(null);
  }, [data, isError, setUser]);
}
