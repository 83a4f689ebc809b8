/** The API's 404, or the same error as the server rendered the page with (a plain object in the page state). */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
