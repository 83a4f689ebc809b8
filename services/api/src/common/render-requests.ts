import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { RENDER_REQUEST_HEADER } from '@app/contracts';

/**
 * Tells the server render's own data requests from visitors' (the page request counts the post view, the render's
 * read of the post must not): they carry a token only this process knows.
 */
@Injectable()
export class RenderRequests {
  private readonly token = randomBytes(24).toString('base64url');

  /** The headers the render's requests carry. */
  headers(): Record<string, string> {
    return { [RENDER_REQUEST_HEADER]: this.token };
  }

  isRender(request: Request): boolean {
    const presented = request.headers[RENDER_REQUEST_HEADER];
    if (typeof presented !== 'string' || presented.length !== this.token.length) return false;
    return timingSafeEqual(Buffer.from(presented), Buffer.from(this.token));
  }
}
