import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type { Response } from 'express';
import { agencyDisclosure } from '@app/contracts';
import { HEADER_LINKS } from '@app/content';
import { escapeHtml } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { companyProfileFrom } from '../config/company-profile.settings';
import { FormProblems } from './form-problems';
import type { ServerPage } from './server-page-answer';

/** The site's look (its colours, the header's brand and links), for pages that load none of its scripts or styles. */
const STYLE =
  `body{font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937;margin:0;background:#fff}` +
  `header{border-bottom:1px solid #e5e7eb}header div{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1rem;max-width:48rem;margin:0 auto;padding:.75rem 1rem}` +
  `header nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0;padding:0;list-style:none}header a{color:#1f2937;text-decoration:none;font-weight:500}` +
  `.brand{color:#0f2a4a;font-weight:700;font-size:1.25rem}main,footer{max-width:48rem;margin:0 auto;padding:2rem 1rem}h1,h2{color:#0f2a4a;line-height:1.25}` +
  `footer{padding-top:0;color:#4b5563;font-size:.875rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}` +
  `fieldset{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0;min-width:0}label{display:block;padding:.25rem 0}` +
  `button,.button{display:inline-block;font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid #0f2a4a;background:#0f2a4a;color:#fff;cursor:pointer;text-decoration:none}` +
  `.secondary{background:#fff;color:#0f2a4a}a{color:#0f2a4a}.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}` +
  `.chips{display:flex;gap:.5rem;overflow-x:auto;margin:0 0 .5rem;padding:0 0 .25rem;list-style:none}` +
  `.chips a{display:inline-block;white-space:nowrap;padding:.5rem .9rem;border:1px solid #d1d5db;border-radius:999px;text-decoration:none;font-weight:600}` +
  `.day{border:0;padding:.5rem 0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(6.5rem,1fr));gap:.5rem}.day legend{font-weight:600;padding:0}` +
  `.time{position:relative;padding:0}.time input{position:absolute;inset:0;opacity:0;margin:0;cursor:pointer}` +
  `.time span{display:flex;align-items:center;justify-content:center;min-height:2.75rem;border:1px solid #0f2a4a;border-radius:.4rem;font-weight:600;color:#0f2a4a}` +
  `.time input:checked+span{background:#0f2a4a;color:#fff}.time input:focus-visible+span{outline:3px solid #c9a44c;outline-offset:2px}`;

/** The site's header: its brand and the header's links, plain HTML. */
const HEADER =
  `<header><div><a class="brand" href="/">Harbourline</a><nav aria-label="Main"><ul>` +
  [...HEADER_LINKS, { to: '/contact', label: 'Contact Us' }].map((link) => `<li><a href="${link.to}">${escapeHtml(link.label)}</a></li>`).join('') +
  `</ul></nav></div></header>`;

/**
 * The small pages the API answers itself, in the site's look (its header and links) without its scripts: a form posted
 * without JavaScript that was refused, and a viewing's confirmation and links. Never indexed; like every public page,
 * each names the agency and its CEA licence number.
 */
@Injectable()
export class ServerPages {
  private readonly footer: string;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.footer = `<footer><p>${escapeHtml(agencyDisclosure(companyProfileFrom(config)))}</p></footer>`;
  }

  sendPage(response: Response, { status, title, body, noStore }: ServerPage): void {
    if (noStore) response.setHeader('Cache-Control', 'no-store');
    this.send(response, status, title, body);
  }

  /** `body` is markup, its text already escaped. */
  send(response: Response, statusCode: number, title: string, body: string): void {
    response
      .status(statusCode)
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
          `<body>${HEADER}<main><h1>${escapeHtml(title)}</h1>${body}</main>${this.footer}</body></html>`,
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
