import { escapeHtml } from '@core/html-escape.ts'

/**
 * The ONE layout of every public selling page (issue 33): the product and store pages, opt-in,
 * confirmation, checkout, download and unsubscribe pages. Plain server-rendered HTML that reads
 * without JavaScript (there is none: the CSP allows no inline script), one inline stylesheet (no
 * request before first paint), the system font stack, mobile first.
 *
 * Usage (a Hono handler):
 *
 *   return sellingPage({ title: 'Check your inbox', body: `<h1>…</h1><p>${escapeHtml(text)}</p>` })
 *   return sellingErrorPage(404, 'That link is not valid.')
 *
 * `body` is trusted HTML: escape every piece of user text in it with escapeHtml. `title` is text
 * (escaped here). `head` is trusted extra markup for <head> (meta tags; a `<style>` of the page's
 * own, placed after the shared stylesheet so it wins). The body goes inside
 * `<main id="main">`; a skip link, the landmark and the footer come from here.
 *
 * Classes the stylesheet gives every page, so no page needs CSS of its own:
 * - `.narrow` on a wrapper: a single column of reading width (forms, messages);
 * - `.card`: a white panel with a border; `.muted`: secondary text; `.small`: smaller text;
 * - `.btn` on a <button> or <a>: the primary action (full width on a phone); `.btn.secondary`;
 * - `.field` around a <label> and its <input>: a labelled form row; `.hint` under it;
 * - `.notice` (information) and `.error` (role="alert" is the caller's) boxes;
 * - `.visually-hidden`: for screen readers only; `.honeypot`: hidden from people AND screen readers
 *   (display:none; give the input tabindex="-1" autocomplete="off").
 */

export interface SellingPageOptions {
  /** The document title (text, escaped here). */
  title: string
  /** The page's HTML, placed inside <main>. Trusted: escape user text before. */
  body: string
  /** 200 by default. */
  status?: number
  /** Extra trusted markup for <head>: meta description, canonical, Open Graph, JSON-LD. */
  head?: string
  /** The page's language (BCP 47), `en` by default. */
  lang?: string
  /** Keeps search engines away (error pages, download and unsubscribe pages). */
  noindex?: boolean
  /** Response headers to add (Cache-Control, a page's own Content-Security-Policy). */
  headers?: Record<string, string>
}

// Colours checked for WCAG AA on their backgrounds: text 15.9:1, muted 7.0:1, the accent 8.6:1
// with white text, the focus ring 3:1 against both the page and a button.
export const SELLING_CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font:17px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1c1917;background:#faf8f5}
a{color:#3730a3;text-underline-offset:.15em}
a:hover{color:#1e1b4b}
:focus-visible{outline:3px solid #b45309;outline-offset:2px;border-radius:2px}
img{max-width:100%;height:auto}
h1,h2,h3{line-height:1.2;letter-spacing:-.01em;color:#0c0a09}
h1{font-size:clamp(1.75rem,6vw,2.6rem);margin:0 0 .5rem}
h2{font-size:1.35rem;margin:2.25rem 0 .75rem}
h3{font-size:1.1rem;margin:1.5rem 0 .5rem}
p,ul,ol,blockquote{margin:0 0 1rem}
ul,ol{padding-left:1.4rem}li{margin:.3rem 0}
blockquote{margin:1.25rem 0;padding:.75rem 1.25rem;border-left:4px solid #d6a44c;background:#fff;border-radius:0 .5rem .5rem 0}
.skip{position:absolute;left:.5rem;top:-3rem;padding:.5rem 1rem;background:#1c1917;color:#fff;border-radius:.375rem;z-index:1}
.skip:focus{top:.5rem;color:#fff}
.page{max-width:72rem;margin:0 auto;padding:1.25rem 1rem 3rem}
.narrow{max-width:34rem;margin:2rem auto}
.card{background:#fff;border:1px solid #e7e2d9;border-radius:.75rem;padding:1.25rem}
.muted{color:#57534e}.small{font-size:.9rem}
.btn{display:block;width:100%;padding:.85rem 1.25rem;border:0;border-radius:.6rem;background:#3730a3;color:#fff;font:inherit;font-weight:650;text-align:center;text-decoration:none;cursor:pointer}
.btn:hover{background:#312e81;color:#fff}
.btn.secondary{background:#fff;color:#3730a3;border:2px solid #3730a3}
.field{margin:0 0 .9rem}
.field label{display:block;font-weight:600;margin:0 0 .3rem}
.field input{display:block;width:100%;padding:.7rem .8rem;font:inherit;color:inherit;background:#fff;border:1px solid #8a8178;border-radius:.5rem}
.field input:focus-visible{outline-offset:0}
.hint{font-size:.875rem;color:#57534e;margin:.3rem 0 0}
.notice,.error{padding:.85rem 1rem;border-radius:.5rem;margin:0 0 1rem}
.notice{background:#eef2ff;border:1px solid #c7d2fe}
.error{background:#fef2f2;border:1px solid #fecaca;color:#7f1d1d}
.visually-hidden{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.honeypot{display:none!important}
.foot{max-width:72rem;margin:0 auto;padding:1.5rem 1rem 2.5rem;border-top:1px solid #e7e2d9;font-size:.85rem;color:#57534e}
@media (min-width:48rem){.page{padding:2rem 1.5rem 4rem}.btn{display:inline-block;width:auto}.card{padding:1.5rem}}`

/** A complete HTML document in the selling layout (what sellingPage answers with). */
export function sellingPageHtml({ title, body, head = '', lang = 'en', noindex = false }: SellingPageOptions): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${noindex ? '<meta name="robots" content="noindex">\n' : ''}<style>${SELLING_CSS}</style>
${head}${head && !head.endsWith('\n') ? '\n' : ''}</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<main id="main" class="page">
${body}
</main>
<footer class="foot"><p>Sold with Folio · Payments and downloads are handled securely.</p></footer>
</body>
</html>
`
}

/** The selling layout as a response (text/html, utf-8), with the status and headers given. */
export function sellingPage(options: SellingPageOptions): Response {
  return new Response(sellingPageHtml(options), {
    status: options.status ?? 200,
    headers: { 'content-type': 'text/html; charset=utf-8', ...options.headers },
  })
}

export type SellingErrorStatus = 400 | 404 | 410 | 429

const ERROR_TITLES: Record<SellingErrorStatus, string> = {
  400: 'Something is not right',
  404: 'Page not found',
  410: 'No longer available',
  429: 'Too many tries',
}

/** A clear error page in the same layout, never indexed: a stranger's bad input answers one, never JSON or a 500. */
export function sellingErrorPage(
  status: SellingErrorStatus,
  message: string,
  options: { lang?: string; headers?: Record<string, string> } = {},
): Response {
  const heading = ERROR_TITLES[status]
  const body = `<div class="narrow">
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
</div>`
  return sellingPage({
    title: heading,
    body,
    status,
    noindex: true,
    lang: options.lang,
    headers: { 'cache-control': 'no-store', ...options.headers },
  })
}
