import { type ArgumentsHost, Catch, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  CONTACT_ENDPOINTS,
  type ErrorBody,
  NEWSLETTER_ENDPOINTS,
  FORM_PROBLEM_PARAM,
  FORM_PROBLEM_SUMMARY_ID,
  FORM_RETURN_FIELD,
  type FormProblem,
  FormReturnPathSchema,
} from '@app/contracts';
import { HttpExceptionFilter } from '../common/http-exception.filter';
import { FormProblems } from './form-problems';
import { ServerPageAnswer } from './server-page-answer';
import { ServerPages } from './server-pages';

/**
 * The forms whose page renders them again with their messages and values (ContactForm's and NewsletterForm's
 * `problem`). The others (the viewing booking, the newsletter and viewing links' buttons) still answer a page listing why.
 */
const FORMS_SHOWN_AGAIN = new Set<string>([CONTACT_ENDPOINTS.sendForm.path, NEWSLETTER_ENDPOINTS.subscribeForm.path]);

/** Fields never sent back to the page: where it returns to, and the honeypot. */
const FIELDS_NOT_SHOWN_AGAIN = new Set([FORM_RETURN_FIELD, 'website']);

/**
 * The errors of a public form posted without JavaScript. A form refused for its own fields (400 with issues) is
 * answered in the GOV.UK pattern: 303 back to the page it was sent from, which renders it again with an error summary,
 * each message beside its field and what was typed (kept by FormProblems, see there). Any other refusal (the rate
 * limit, a dependency down, a form its page does not render again) is a page listing why: a browser would show JSON as text.
 * A ServerPageAnswer is sent as the page it carries. On the form routes' handlers (@UseFilters).
 */
@Catch()
export class FormPostFilter extends HttpExceptionFilter {
  constructor(
    private readonly pages: ServerPages,
    private readonly problems: FormProblems,
  ) {
    super();
  }

  override catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (exception instanceof ServerPageAnswer && !response.headersSent) this.pages.sendPage(response, exception.page);
    else super.catch(exception, host);
  }

  protected override send(response: Response, body: ErrorBody, request: Request): void {
    void this.answer(response, body, request);
  }

  private async answer(response: Response, body: ErrorBody, request: Request): Promise<void> {
    const refused = body.statusCode === HttpStatus.BAD_REQUEST ? refusedForm(request, body) : null;
    const id = refused ? await this.problems.keep(refused.problem) : null;
    if (refused && id) {
      response.redirect(303, `${refused.returnTo}?${FORM_PROBLEM_PARAM}=${id}#${FORM_PROBLEM_SUMMARY_ID}`);
      return;
    }
    this.pages.sendFormProblem(response, body.statusCode, body.issues?.map((issue) => issue.message) ?? [body.message]);
  }
}

/** The refused form as its page shows it again, and that page; null for a post that names no page of the site. */
function refusedForm(request: Request, body: ErrorBody): { problem: FormProblem; returnTo: string } | null {
  const posted = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
  const returnTo = FormReturnPathSchema.safeParse(posted[FORM_RETURN_FIELD]);
  if (!FORMS_SHOWN_AGAIN.has(request.path) || !returnTo.success || !body.issues?.length) return null;
  const fields = Object.fromEntries(
    Object.entries(posted).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !FIELDS_NOT_SHOWN_AGAIN.has(entry[0])),
  );
  const errors: Record<string, string> = {};
  for (const issue of body.issues) errors[issue.path] ??= issue.message;
  return { problem: { action: request.path, fields, errors }, returnTo: returnTo.data };
}
