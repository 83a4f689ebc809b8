/** Texts of SPEC §8 "Transport", plus the wording chosen for failures the SPEC does not name. */
export const HTTP_MESSAGES = {
  authenticationRequired: 'Authentication required',
  unparseableSuccess: 'Failed to parse server response as JSON',
  unserialisableBody: 'Could not process request data',
  invalidFormat: 'Server returned an invalid response format',
  network: 'Could not reach the server. Please check your connection and try again.',
  timeout: 'The server took too long to respond. Please try again.',
  aborted: 'The request was cancelled',
} as const;

export function serverErrorMessage(statusLabel: string): string {
  return `Server error: ${statusLabel}`;
}

export function htmlInsteadOfJsonMessage(statusLabel: string): string {
  return `Server returned HTML instead of JSON (${statusLabel}). This usually indicates a server error.`;
}
