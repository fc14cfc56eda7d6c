import { useEffect, useMemo, useRef, useState } from 'react'
import { RefreshCw } from 'lucide-react'
import { staleChapterCount } from '@core/description-facts.ts'
import { isPrintable } from '@core/planner.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { ToastAction } from '@web/components/ui/toast.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { describeError } from '@web/lib/api-error-text.ts'
import { regenerateDescription } from './description-api.ts'
import { DESCRIPTION_TEXT as T } from './description-text.ts'

type State = { kind: 'idle' } | { kind: 'writing' } | { kind: 'suggested'; text: string } | { kind: 'failed'; message: string }

interface StaleDescriptionProps {
  doc: Pick<ProjectDocument, 'description' | 'chapters' | 'productType'>
  busy: boolean
  onDescription(description: string): void
}

/**
 * Issue 29 item 8: a description that names a chapter count the chapters no longer bear out
 * ("In eight chapters…" after a ninth was added) is pointed out under the field, with a free
 * 'Regenerate description'. The new one is shown first; taking it replaces the old one (undoable
 * from the toast) and the project's save keeps it. Nothing shows while the description is true.
 */
export function StaleDescription({ doc, busy, onDescription }: StaleDescriptionProps) {
  // The editor's address names the saved project (editor-page.tsx: /editor?project=…); read here so the mount needs no new prop.
  const projectId = new URLSearchParams(window.location.search).get('project')
  const stale = useMemo(() => staleChapterCount(doc.description, doc.chapters), [doc.description, doc.chapters])
  const [state, setState] = useState<State>({ kind: 'idle' })
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  if (!stale && state.kind !== 'suggested') return null
  const noun = isPrintable(doc.productType) ? 'section' : 'chapter'

  const write = async (previous?: string) => {
    if (!projectId) return
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setState({ kind: 'writing' })
    try {
      const text = await regenerateDescription(projectId, previous, controller.signal)
      if (!controller.signal.aborted) setState({ kind: 'suggested', text })
    } catch (error) {
      if (!controller.signal.aborted) setState({ kind: 'failed', message: describeError(error, T.failed) })
    }
  }

  const use = (text: string) => {
    const old = doc.description
    onDescription(text)
    setState({ kind: 'idle' })
    toast({
      title: T.replaced,
      description: T.replacedDescription,
      action: (
        <ToastAction altText="Undo replacing the description" onClick={() => onDescription(old)}>
          {T.undo}
        </ToastAction>
      ),
    })
  }

  return (
    <section
      aria-label="Description check"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40"
    >
      {stale ? (
        <div role="status" className="space-y-1">
          <p className="font-medium">{T.stale(stale.text, doc.chapters.length, noun)}</p>
          <p className="text-muted-foreground">{T.hint}</p>
        </div>
      ) : null}
      {state.kind === 'suggested' ? (
        <div className="space-y-2">
          <p className="font-medium">{T.suggestion}</p>
          <blockquote className="rounded border bg-background p-2">{state.text}</blockquote>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" disabled={busy} onClick={() => use(state.text)}>
              {T.use}
            </Button>
            <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void write(state.text)}>
              {T.again}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setState({ kind: 'idle' })}>
              {T.keep}
            </Button>
          </div>
        </div>
      ) : projectId ? (
        <Button type="button" size="sm" variant="outline" disabled={busy || state.kind === 'writing'} onClick={() => void write()}>
          <RefreshCw aria-hidden="true" className={state.kind === 'writing' ? 'animate-spin' : undefined} />
          {state.kind === 'writing' ? T.writing : T.regenerate}
        </Button>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="text-destructive">
          {state.message}
        </p>
      ) : null}
    </section>
  )
}
