import { Catch } from '@nestjs/common';
import type { Response } from 'express';
import type { ErrorBody } from '@app/contracts';
import { HttpExceptionFilter } from '../common/http-exception.filter';
import { ServerPages } from './server-pages';

/**
 * The errors of a public form posted without JavaScript (its validation messages, the rate limit, a dependency
 * down) as a page listing why: a browser would show the JSON as text. On the form routes' handlers (@UseFilters).
 */
@Catch()
export class FormPostFilter extends HttpExceptionFilter {
  constructor(private readonly pages: ServerPages) {
    super();
  }

  protected override send(response: Response, body: ErrorBody): void {
    this.pages.sendFormProblem(response, body.statusCode, body.issues?.map((issue) => issue.message) ?? [body.message]);
  }
}
