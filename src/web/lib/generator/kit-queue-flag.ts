/**
 * Where a starter kit's queue of templates waits (issue 30; the record is in kit-queue.ts). This
 * file is all the home page carries: whether a queue exists, so the banner's code loads only then.
 */
export const KIT_QUEUE_KEY = 'folio-kit-queue-v1'

export function hasKitQueue(): boolean {
  try {
    return localStorage.getItem(KIT_QUEUE_KEY) !== null
  } catch {
    return false
  }
}
