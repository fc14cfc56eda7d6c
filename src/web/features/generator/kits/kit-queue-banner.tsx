import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { onAccountChange } from '@web/lib/auth/account.ts'
import { dismissKitQueue, type KitQueue, readKitQueue, subscribeKitQueue, takeNextKitTemplate } from '@web/lib/generator/kit-queue.ts'

/** The banner's words (issue 30). */
export const KIT_QUEUE_TEXT = {
  next: 'Next in this kit:',
  fill: 'Fill in the form',
  dismiss: 'Dismiss',
} as const

const templates = (n: number) => `${n} more ${n === 1 ? 'template' : 'templates'}`

/**
 * 'Next in this kit: …' (issue 30): a starter kit's other templates, one at a time. Loaded only
 * when the browser holds a queue (kit-queue-flag.ts); shows nothing until the session check says
 * whose tab this is, and nothing once the queue is used up or dismissed.
 */
export function KitQueueBanner() {
  const [queue, setQueue] = useState<KitQueue | null>(null)
  useEffect(() => {
    const refresh = () => setQueue(readKitQueue())
    refresh()
    const stopQueue = subscribeKitQueue(refresh)
    const stopAccount = onAccountChange(refresh)
    return () => {
      stopQueue()
      stopAccount()
    }
  }, [])
  if (!queue) return null

  return (
    <Alert role="region" aria-label="Next in this kit" className="mb-6 space-y-3 border-primary/40">
      <AlertTitle className="break-words">
        {KIT_QUEUE_TEXT.next} {queue.next.title}
      </AlertTitle>
      <AlertDescription>
        From the {queue.kit}
        {queue.after > 0 ? `, with ${templates(queue.after)} after it` : ', the last of its templates'}. Filling it in replaces the topic,
        type, tone and audience in the form.
      </AlertDescription>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => takeNextKitTemplate()}>
          {KIT_QUEUE_TEXT.fill}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={dismissKitQueue}>
          <X aria-hidden="true" />
          {KIT_QUEUE_TEXT.dismiss}
          <span className="sr-only"> the rest of the {queue.kit}</span>
        </Button>
      </div>
    </Alert>
  )
}
