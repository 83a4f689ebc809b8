export { useCurrentUser, useSessionStatus, useSessionStore } from './session-store';
export type { SessionState, SessionStatus } from './session-store';
