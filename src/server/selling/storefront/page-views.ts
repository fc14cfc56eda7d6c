import type { Queryable } from '../../db/database.ts'
import { addPageViews } from './storefront.queries.ts'

/**
 * Product page views, counted by Folio itself (decision 130). A view is a GET of the page by
 * something that looks like a person's browser: HEAD, prefetches and previews, and user agents that
 * say they are bots are not counted. Views are added up in memory and written every few seconds in
 * one statement per product and day, so a page under load does no write per request; a crash loses
 * at most the last interval's views (a few seconds), which a view count can afford.
 */

export const PAGE_VIEW_FLUSH_MS = 5_000

// Crawlers, link previews (chat apps, social sites), monitors, HTTP libraries and headless browsers.
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegram|skypeuripreview|discord|slack|preview|lighthouse|pagespeed|headlesschrome|phantomjs|puppeteer|playwright|selenium|curl\/|wget\/|python|java\/|go-http-client|okhttp|axios|node-fetch|undici|httpie|libwww|postman|monitor|uptime|pingdom|statuscake|scan/i

export interface ViewRequest {
  method: string
  header(name: string): string | undefined
}

/** True for a page load a person asked for: a GET, not prefetched, from a browser that is not a bot. */
export function isCountableView(req: ViewRequest): boolean {
  if (req.method !== 'GET') return false
  const agent = req.header('user-agent')?.trim()
  if (!agent || BOT_AGENT.test(agent)) return false
  const purpose = `${req.header('sec-purpose') ?? ''} ${req.header('purpose') ?? ''} ${req.header('x-purpose') ?? ''} ${req.header('x-moz') ?? ''}`
  return !/prefetch|prerender|preview/i.test(purpose)
}

export interface PageViewCounter {
  /** Counts one view of a product on a UTC day (`YYYY-MM-DD`). */
  count(productId: string, day: string): void
  /** Writes what is counted so far; the stats read after it. */
  flush(): Promise<void>
  /** Flushes and stops the timer. */
  close(): Promise<void>
}

// Past this many (product, day) pairs waiting, a flush starts at once: memory stays bounded.
const MAX_PENDING_KEYS = 5_000

export function pageViewCounter(db: Queryable, flushMs = PAGE_VIEW_FLUSH_MS): PageViewCounter {
  let pending = new Map<string, number>()
  let running: Promise<void> = Promise.resolve()

  const flush = (): Promise<void> => {
    running = running.then(async () => {
      if (pending.size === 0) return
      const batch = pending
      pending = new Map()
      const rows = [...batch].map(([key, views]) => {
        const [productId, day] = key.split('|') as [string, string]
        return { productId, day, views }
      })
      try {
        await addPageViews(db, rows)
      } catch {
        // The database was away: keep the views for the next flush rather than lose them.
        for (const [key, views] of batch) pending.set(key, (pending.get(key) ?? 0) + views)
      }
    })
    return running
  }

  const timer = setInterval(() => void flush(), flushMs)
  timer.unref()

  return {
    count(productId, day) {
      const key = `${productId}|${day}`
      pending.set(key, (pending.get(key) ?? 0) + 1)
      if (pending.size >= MAX_PENDING_KEYS) void flush()
    },
    flush,
    async close() {
      clearInterval(timer)
      await flush()
    },
  }
}

const counters = new WeakMap<object, PageViewCounter>()

/** The process's one counter per database: the product page counts into it, the stats flush it before reading. */
export function pageViewsOf(db: Queryable): PageViewCounter {
  let counter = counters.get(db)
  if (!counter) {
    counter = pageViewCounter(db)
    counters.set(db, counter)
  }
  return counter
}
