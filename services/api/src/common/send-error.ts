import type { Response } from 'express';
import type { ErrorBody } from '@app/contracts';

/** Answers the API's JSON error body from a middleware, before Nest's exception filter could. */
export function sendError(response: Response, statusCode: number, message: string) {
  const body: ErrorBody = { statusCode, error: message, message };
  response.status(statusCode).json(body);
}
