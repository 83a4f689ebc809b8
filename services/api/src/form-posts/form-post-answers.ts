import type { Response } from 'express';
import { FORM_SENT_PARAM, type FormSent } from '@app/contracts';
import { escapeHtml } from '@app/core';

/** After a form post: 303 back to the page it came from, saying which form was sent (nothing that was typed in it). */
export function redirectToPage(response: Response, returnTo: string, sent: FormSent): void {
  response.redirect(303, `${returnTo}?${FORM_SENT_PARAM}=${sent}`);
}

/**
 * A form post the API refuses (400 for the form's own validation messages, 429 past the rate limit, ...): a page
 * listing why. The visitor goes back to the form with the browser's Back, which keeps what they typed; nothing
 * typed is echoed, stored or put in an address.
 */
export function sendFormProblem(response: Response, statusCode: number, messages: readonly string[]): void {
  const items = [...new Set(messages)].map((message) => `<li>${escapeHtml(message)}</li>`).join('');
  sendPage(response, statusCode, 'Your form was not sent', `<ul>${items}</ul><p>Use your browser's Back button to return to the form: what you typed is still there.</p>`);
}

/** A small page the API answers itself (`body` is markup, its text already escaped), never indexed. */
export function sendPage(response: Response, statusCode: number, title: string, body: string): void {
  response
    .status(statusCode)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
        `<style>body{font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937;margin:0}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}` +
        `fieldset{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0}label{display:block;padding:.25rem 0}` +
        `button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid #1e3a5f;background:#1e3a5f;color:#fff;cursor:pointer}` +
        `.secondary{background:#fff;color:#1e3a5f}a{color:#1e3a5f}</style></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}
