export { useSessionQuery } from './api/session';
export { LoginPage } from './components/login-page';
export { ProtectedRoute } from './components/protected-route';
