import { type User } from '@app/contracts';
import { setRequestLogger } from '../http/request-log';
import { useSessionStore } from '../session/session-store';
import { makeUser } from './render-with-providers';

/** Before each test of the block: the request log silenced and, given `staff`, a staff user of that role signed in. */
export function setUpEachTest({ staff }: { staff?: User['role'] } = {}): void {
  beforeEach(() => {
    setRequestLogger(jest.fn());
    if (staff) useSessionStore.getState().setUser(makeUser({ role: staff }));
  });
}
