import type { Plugin } from 'vite'

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g

/**
 * The prerendered HTML paints with its stylesheet alone; the JavaScript only hydrates it
 * (decision 58). So the stylesheet is requested first, and the scripts ask for low priority:
 * on a slow phone they no longer compete with the document and its CSS, and they are not
 * counted as render-blocking.
 */
export function firstPaintOrder(html: string): string {
  const styles = html.match(STYLESHEET) ?? []
  const rest = html.replace(STYLESHEET, '')
  const firstScript = rest.search(/[ \t]*<(script type="module"|link rel="modulepreload")/)
  const ordered = firstScript === -1 ? html : rest.slice(0, firstScript) + styles.join('') + rest.slice(firstScript)
  return ordered.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"')
}

export function firstPaint(): Plugin {
  return {
    name: 'folio-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: firstPaintOrder },
  }
}
