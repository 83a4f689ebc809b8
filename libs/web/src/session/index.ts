export { useCurrentUser, useSessionStatus, useSessionStore } from './session-store';
export type { SessionState, SessionStatus } from './session-store';
export { SESSION_QUERY, SESSION_QUERY_KEY, useLogout } from './logout';
export { LogoutButton } from './logout-button';
