/**
 * The zod schemas arrive with the first call that needs them rather than with the page, so a
 * screen's first load carries no validator. A failed load (a network blip) is tried again next time.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    if (!pending) {
      pending = load()
      pending.catch(() => {
        pending = null
      })
    }
    return pending
  }
}

export interface AnswerParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}

/** A server answer of an unexpected shape: said in words, not as a dump of zod issues. */
export function parseAnswer<T>(schema: AnswerParser<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success) throw new Error('The server sent an answer this page does not understand. Please reload and try again.')
  return result.data
}
