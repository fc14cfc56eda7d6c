export interface EventStreamOptions<E> {
  keepAliveMs?: number
  onCancel?: () => void
  /**
   * Events sent within this many ms go out as one chunk (decision 78): with 50 drafts streaming,
   * a socket write and a JSON text per model token kept the request thread busy. 0: each at once.
   */
  batchMs?: number
  /** Folds `next` into `last` when both wait in the same batch (two deltas of one chapter), or undefined. */
  merge?: (last: E, next: E) => E | undefined
}

/**
 * A `text/event-stream` answer where every event is `data: <JSON>\n\n`. Events are enqueued,
 * never awaited, so a slow or vanished reader never slows the writer; with `batchMs` those sent
 * close together share one chunk, else each is its own, so the client sees a delta as soon as it
 * is written. Once the client is gone, events are dropped.
 */
export function eventStream<E>(run: (send: (event: E) => void) => Promise<void>, options: EventStreamOptions<E> = {}): Response {
  const encoder = new TextEncoder()
  const batchMs = options.batchMs ?? 0
  let open = true
  let quiet: ReturnType<typeof setInterval> | undefined
  let pending: E[] = []
  let flushTimer: ReturnType<typeof setTimeout> | undefined
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const flush = () => {
        clearTimeout(flushTimer)
        flushTimer = undefined
        if (open && pending.length > 0) controller.enqueue(encoder.encode(pending.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')))
        pending = []
      }
      const send = (event: E) => {
        if (!open) return
        const last = pending.at(-1)
        const merged = last !== undefined && options.merge ? options.merge(last, event) : undefined
        if (merged !== undefined) pending[pending.length - 1] = merged
        else pending.push(event)
        if (batchMs <= 0) flush()
        else flushTimer ??= setTimeout(flush, batchMs)
      }
      // A comment line now and then: a proxy that closes idle connections (often after 60 s)
      // keeps the stream open while chapters wait out a provider's 429. Readers skip comments.
      if (options.keepAliveMs)
        quiet = setInterval(() => {
          if (!open) return
          flush()
          controller.enqueue(encoder.encode(': keep-alive\n\n'))
        }, options.keepAliveMs)
      void run(send).finally(() => {
        clearInterval(quiet)
        flush()
        if (!open) return
        open = false
        controller.close()
      })
    },
    cancel() {
      open = false
      pending = []
      clearInterval(quiet)
      clearTimeout(flushTimer)
      options.onCancel?.()
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // Reverse proxies (nginx) would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
    },
  })
}
