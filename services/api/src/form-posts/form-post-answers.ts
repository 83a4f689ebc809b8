import type { Response } from 'express';
import { FORM_SENT_PARAM, type FormSent } from '@app/contracts';

/** A form post's answer through Nest (@Redirect()): 303 to the page showing its outcome. */
export function seeOther(url: string): { url: string; statusCode: 303 } {
  return { url, statusCode: 303 };
}

/** After a form post: 303 back to the page it came from, saying which form was sent (nothing that was typed in it). */
export function redirectToPage(response: Response, returnTo: string, sent: FormSent): void {
  response.redirect(303, `${returnTo}?${FORM_SENT_PARAM}=${sent}`);
}
