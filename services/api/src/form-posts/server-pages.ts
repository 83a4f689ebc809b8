import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type { Response } from 'express';
import { agencyDisclosure } from '@app/contracts';
import { escapeHtml } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { companyProfileFrom } from '../config/company-profile.settings';
import { FormProblems } from './form-problems';

const STYLE =
  `body{font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937;margin:0}main,footer{max-width:40rem;margin:0 auto;padding:2rem 1rem}` +
  `footer{padding-top:0;color:#4b5563;font-size:.875rem}` +
  `fieldset{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0}label{display:block;padding:.25rem 0}` +
  `button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid #1e3a5f;background:#1e3a5f;color:#fff;cursor:pointer}` +
  `.secondary{background:#fff;color:#1e3a5f}a{color:#1e3a5f}`;

/**
 * The small pages the API answers itself, outside the site's frame: a form posted without JavaScript that was
 * refused, and a viewing's confirmation and links. Never indexed; like every public page, each names the agency and
 * its CEA licence number.
 */
@Injectable()
export class ServerPages {
  private readonly footer: string;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.footer = `<footer><p>${escapeHtml(agencyDisclosure(companyProfileFrom(config)))}</p></footer>`;
  }

  /** `body` is markup, its text already escaped. */
  send(response: Response, statusCode: number, title: string, body: string): void {
    response
      .status(statusCode)
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
          `<body><main><h1>${escapeHtml(title)}</h1>${body}</main>${this.footer}</body></html>`,
      );
  }

  /**
   * A form post the API refuses (400 for the form's own validation messages, 429 past the rate limit, ...): a page
   * listing why. The visitor goes back to the form with the browser's Back, which keeps what they typed; nothing
   * typed is echoed, stored or put in an address.
   */
  sendFormProblem(response: Response, statusCode: number, messages: readonly string[]): void {
    const items = [...new Set(messages)].map((message) => `<li>${escapeHtml(message)}</li>`).join('');
    this.send(
      response,
      statusCode,
      'Your form was not sent',
      `<ul>${items}</ul><p>Use your browser's Back button to return to the form: what you typed is still there.</p>`,
    );
  }
}

/** Global: the form routes of several features use the pages and the refused forms' store, through FormPostFilter. */
@Global()
@Module({ providers: [ServerPages, FormProblems], exports: [ServerPages, FormProblems] })
export class ServerPagesModule {}
