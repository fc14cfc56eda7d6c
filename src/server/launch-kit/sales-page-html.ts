import type { SalesPage } from '@core/launch-kit-schemas.ts'
import { escapeHtml } from '@core/html-escape.ts'
import { chosenHeadline, type SalesPageBook } from './sales-page-markdown.ts'

/**
 * The sales page as one standalone HTML file (issue 32; issue 33 serves the public product page
 * from it): inline CSS, readable on a phone and a desktop, every text of the kit escaped, so a
 * `<script>` typed into a headline shows as text. No scripts, no outside resources.
 */

const CSS = `*{box-sizing:border-box}
body{margin:0;font:18px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fbfaf7}
main{max-width:44rem;margin:0 auto;padding:2.5rem 1.25rem 4rem}
h1{font-size:clamp(1.9rem,6vw,2.8rem);line-height:1.15;margin:0 0 .75rem}
h2{font-size:1.35rem;margin:2.5rem 0 .75rem}
.sub{font-size:1.2rem;color:#4a4f57;margin:0 0 1.5rem}
ul{padding-left:1.25rem}li{margin:.35rem 0}
blockquote{margin:1rem 0;padding:.75rem 1.25rem;border-left:4px solid #c8a45c;background:#fff;font-style:italic}
details{border-top:1px solid #e3e0d8;padding:.75rem 0}details:last-of-type{border-bottom:1px solid #e3e0d8}
summary{cursor:pointer;font-weight:600}
.guarantee{margin-top:2.5rem;padding:1rem 1.25rem;border:1px solid #e3e0d8;border-radius:.5rem;background:#fff}
.cta{display:inline-block;margin-top:.5rem;padding:.85rem 1.6rem;border-radius:.5rem;background:#1f2328;color:#fff;font-weight:600;text-decoration:none}
.cta-wrap{text-align:center;margin-top:2.5rem}
@media (max-width:30rem){body{font-size:17px}main{padding-top:1.5rem}.cta{display:block;text-align:center}}`

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n')

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/

/** A Markdown list (what the writers give for "what's inside") as a list; other lines as paragraphs. */
function markdownBlocks(text: string): string {
  const out: string[] = []
  let items: string[] = []
  let prose: string[] = []
  const flushItems = () => {
    if (items.length) out.push(`<ul>\n${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('\n')}\n</ul>`)
    items = []
  }
  const flushProse = () => {
    if (prose.length) out.push(paragraphs(prose.join('\n')))
    prose = []
  }
  for (const line of text.replace(/\*\*/g, '').split('\n')) {
    if (LIST_ITEM.test(line)) {
      flushProse()
      items.push(line.replace(LIST_ITEM, '').trim())
    } else if (!line.trim()) {
      flushItems()
      flushProse()
    } else {
      flushItems()
      prose.push(line.replace(/^#+\s*/, ''))
    }
  }
  flushItems()
  flushProse()
  return out.join('\n')
}

export interface SalesPageHtmlOptions {
  /** Where the call to action goes; by default the page's own anchor (the creator links it to their store). */
  buyUrl?: string
}

export function renderSalesPageHtml(page: SalesPage, book: SalesPageBook, options: SalesPageHtmlOptions = {}): string {
  const headline = chosenHeadline(page, book)
  const href = escapeHtml(options.buyUrl ?? '#buy')
  const cta = (id = '') => `<a class="cta"${id ? ` id="${id}"` : ''} href="${href}">${escapeHtml(page.callToAction)}</a>`
  const section = (title: string, body: string) => (body.trim() ? `<section>\n<h2>${escapeHtml(title)}</h2>\n${body}\n</section>` : '')
  const body = [
    // The call to action above the fold and again at the end, where a reader who read it all arrives.
    `<header>\n<h1>${escapeHtml(headline)}</h1>\n<p class="sub">${escapeHtml(page.subheadline)}</p>\n${cta()}\n</header>`,
    section('What you get', page.benefits.length ? `<ul>\n${page.benefits.map((b) => `<li>${escapeHtml(b)}</li>`).join('\n')}\n</ul>` : ''),
    section('Who it is for', paragraphs(page.forWhom)),
    section('Who it is not for', paragraphs(page.notFor)),
    section("What's inside", markdownBlocks(page.whatsInside)),
    section('From the book', page.excerpt.trim() ? `<blockquote>\n${paragraphs(page.excerpt)}\n</blockquote>` : ''),
    section(
      'Questions',
      page.faq.map((f) => `<details>\n<summary>${escapeHtml(f.q)}</summary>\n${paragraphs(f.a)}\n</details>`).join('\n'),
    ),
    page.showGuarantee !== false && page.guarantee.trim() ? `<p class="guarantee">${escapeHtml(page.guarantee)}</p>` : '',
    `<p class="cta-wrap">${cta('buy')}</p>`,
  ]
    .filter(Boolean)
    .join('\n')
  return `<!doctype html>
<html lang="${escapeHtml(book.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(book.title)}</title>
<meta name="description" content="${escapeHtml(page.subheadline)}">
<style>${CSS}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}
