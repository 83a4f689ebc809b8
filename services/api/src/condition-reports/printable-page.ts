import type { Response } from 'express';
import { escapeHtml } from '@app/contracts';

/** Private, never cached by others, no script: a printable document of a tenancy. */
const PRINTABLE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
} as const;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;color:#1f2937;max-width:52rem;margin:1.5rem auto;padding:0 1rem}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:1.5rem}table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border:1px solid #d1d5db;padding:.35rem .5rem;text-align:left;vertical-align:top}img{max-width:9rem;margin:.15rem}
.verified{color:#166534}.mismatch{color:#b91c1c;font-weight:700}.worse{background:#fef2f2}
@media print{body{margin:0}.no-print{display:none}}`;

/** A whole HTML page around a body of trusted HTML, with print styles. */
export function printablePage(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en-SG"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>\n${body}\n</body></html>`;
}

export function sendPrintable(response: Response, title: string, body: string): string {
  response.set(PRINTABLE_HEADERS);
  return printablePage(title, body);
}
