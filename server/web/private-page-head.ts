import { escapeHtml } from '../../shared/html-escape';

/**
 * The head of a private page sent by a link (the family's tracking page, the hospital's
 * pre-alert): never indexed, no referrer, its own inline style, and, when it updates itself, a
 * refresh for browsers without JavaScript and the small script that does it with.
 */
export function privatePageHead(options: { lang: string; title: string; style: string; refreshSeconds?: number; script?: string }): string {
  return `<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(options.title)}</title>
${options.refreshSeconds ? `<noscript><meta http-equiv="refresh" content="${options.refreshSeconds}"></noscript>` : ''}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${options.style}</style>
${options.script ? `<script src="${options.script}" defer></script>` : ''}
</head>`;
}
