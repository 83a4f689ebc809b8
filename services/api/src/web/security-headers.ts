import type { NextFunction, Request, Response } from 'express';

/** The site's policy; scripts, styles and manifests may also come from the origins remotes are deployed at. */
function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const remotes = remoteOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${remotes}`,
    // styled-components injects its rules in <style> elements at run time.
    `style-src 'self' 'unsafe-inline'${remotes}`,
    "img-src 'self' data: blob: https:",
    `font-src 'self' data:${remotes}`,
    `connect-src 'self'${remotes}`,
    'frame-src https://www.youtube-nocookie.com https://www.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Features no page of the site uses; the YouTube player keeps what its iframe is allowed (autoplay, fullscreen, ...). */
const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Where the remotes are deployed now (RemoteDeployments): the CSP follows each redeploy. */
export type RemoteOrigins = { remoteOrigins(): readonly string[] };

/** Security headers of every answer; the CSP is rebuilt only when the remotes' origins change. */
export function securityHeaders(deployments: RemoteOrigins) {
  let origins: readonly string[] | null = null;
  let policy = '';
  return (_request: Request, response: Response, next: NextFunction) => {
    const current = deployments.remoteOrigins();
    if (current !== origins) {
      origins = current;
      policy = contentSecurityPolicy(current);
    }
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('Content-Security-Policy', policy);
    response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    // A page another site opens (or that opens one) gets no handle on the other window.
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    next();
  };
}
