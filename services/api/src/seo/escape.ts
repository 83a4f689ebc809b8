import { escapeHtml } from '@app/core';

/** Text made safe for XML (sitemap, RSS). */
export const escapeXml = escapeHtml;

/** `text` as an XML CDATA section; a `]]>` inside it is split across two sections so it cannot end the first. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** JSON for a <script type="application/ld+json"> block: nothing in it can close the script or start markup. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
