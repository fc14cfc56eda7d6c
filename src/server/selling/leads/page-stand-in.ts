import { escapeHtml } from '@core/html-escape.ts'

/**
 * TEMPORARY stand-in for the storefront's `sellingPage` (storefront/page-layout.ts), with its
 * options, until that layout is on this branch; then this file goes and the import changes.
 */
export interface SellingPageOptions {
  title: string
  body: string
  status?: number
  head?: string
  noindex?: boolean
  headers?: Record<string, string>
}

export function sellingPage({ title, body, status = 200, head = '', noindex = false, headers = {} }: SellingPageOptions): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${noindex ? '<meta name="robots" content="noindex">\n' : ''}${head}
</head>
<body>
<main id="main" class="page">
${body}
</main>
</body>
</html>
`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })
}
