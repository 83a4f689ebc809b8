/** The sign-in pages (/auth, /auth/forgot-password, /auth/reset-password) and the admin area: the shell's own routes, never rendered on the server or by mfe-public. */
export function isStaffPath(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth/') || path === '/admin' || path.startsWith('/admin/');
}
