import { useMutation } from '@tanstack/react-query';
import { type ForgotPasswordInput, PASSWORD_RESET_ENDPOINTS, type ResetPasswordInput } from '@app/contracts';
import { callEndpoint } from '@app/web';

/** Asks for a reset link by mail; the answer is the same whether or not an account uses the address. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPasswordInput) => callEndpoint(PASSWORD_RESET_ENDPOINTS.forgotPassword, { body }) });
}

/** Uses the link's token once to set a new password. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordInput) => callEndpoint(PASSWORD_RESET_ENDPOINTS.resetPassword, { body }) });
}
