const SIGNED_IN_AREAS = ['/auth', '/admin', '/portal'];

/**
 * The sign-in pages (/auth, /auth/forgot-password, /auth/reset-password), the admin area and the tenants' portal: the
 * shell's own routes, behind sign-in, rendered in the browser (never on the server or by mfe-public).
 */
export function isStaffPath(path: string): boolean {
  return SIGNED_IN_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}
