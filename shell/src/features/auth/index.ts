export { useSessionQuery } from './api/session';
export { LoginPage } from './components/login-page';
export { ProtectedRoute } from './components/protected-route';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { ResetPasswordPage } from './components/reset-password-page';
