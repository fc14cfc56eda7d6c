/**
 * A `text/event-stream` answer where every event is `data: <JSON>\n\n`. Events are enqueued,
 * never awaited, so a slow or vanished reader never slows the writer; each is its own chunk, so
 * the client sees a delta as soon as it is written. Once the client is gone, events are dropped.
 */
export function eventStream<E>(
  run: (send: (event: E) => void) => Promise<void>,
  options: { keepAliveMs?: number; onCancel?: () => void } = {},
): Response {
  const encoder = new TextEncoder()
  let open = true
  let quiet: ReturnType<typeof setInterval> | undefined
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: E) => {
        if (open) controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`))
      }
      // A comment line now and then: a proxy that closes idle connections (often after 60 s)
      // keeps the stream open while chapters wait out a provider's 429. Readers skip comments.
      if (options.keepAliveMs)
        quiet = setInterval(() => open && controller.enqueue(encoder.encode(': keep-alive\n\n')), options.keepAliveMs)
      void run(send).finally(() => {
        clearInterval(quiet)
        if (!open) return
        open = false
        controller.close()
      })
    },
    cancel() {
      open = false
      clearInterval(quiet)
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
