/**
 * A `text/event-stream` answer where every event is `data: <JSON>\n\n`. Events are enqueued,
 * never awaited, so a slow or vanished reader never slows the writer; each is its own chunk, so
 * the client sees a delta as soon as it is written. Once the client is gone, events are dropped.
 */
export function eventStream<E>(run: (send: (event: E) => void) => Promise<void>): Response {
  const encoder = new TextEncoder()
  let open = true
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: E) => {
        if (open) controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`))
      }
      void run(send).finally(() => {
        if (!open) return
        open = false
        controller.close()
      })
    },
    cancel() {
      open = false
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
