import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Loader2, Sparkles } from 'lucide-react'
import { COVER_PROMPT_MAX, type ImageModelStatus } from '@core/cover-image-schemas.ts'
import { Alert } from '@web/components/ui/alert.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { Label } from '@web/components/ui/label.tsx'
import { Textarea } from '@web/components/ui/textarea.tsx'
import { describeError, errorCode } from '@web/lib/api-error-text.ts'
import { useCredits } from '@web/lib/credits/use-credits.ts'
import { projectImageUrl } from '../images/images-api.ts'
import { fetchImageModel, generateCoverImage } from './ai-image-api.ts'
import { AI_IMAGE_ERRORS, AI_IMAGE_TEXT as T } from './ai-image-text.ts'

interface Props {
  projectId: string
  /** The stored image's id, for the cover design's `{ source: 'ai', imageId }`. */
  onImage: (imageId: string) => void
}

type Model = { state: 'checking' } | { state: 'failed' } | ({ state: 'known' } & ImageModelStatus)

type Outcome = { kind: 'error'; message: string } | { kind: 'done'; imageId: string; url: string | null; spent: number; left: number }

/**
 * Cover art from the operator's image model (issue 27 item 2(b), decision 89), for the cover
 * designer to mount. With a model: an optional refinement and "Generate cover art (N credits)";
 * while it draws (10–60 s) the button is busy and says so; the stored image's id goes to
 * `onImage` and the balance shown across the app drops by what was charged. Every failure says
 * what happened by its error code, and that no credits were used. With no model: the built-in
 * art is what the cover uses, and the text says how the operator adds one (AI_IMAGE_MODEL).
 */
export function AiImagePanel({ projectId, onImage }: Props) {
  const id = useId()
  const credits = useCredits()
  const [model, setModel] = useState<Model>({ state: 'checking' })
  const [refinement, setRefinement] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  // The request goes on while the panel is open; leaving it (or the editor) stops it, uncharged.
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  useEffect(() => {
    let live = true
    fetchImageModel().then(
      (status) => live && setModel({ state: 'known', ...status }),
      () => live && setModel({ state: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [])

  if (model.state !== 'known')
    return (
      <Section>
        <p className="text-sm text-muted-foreground">{model.state === 'checking' ? T.checking : T.statusFailed}</p>
      </Section>
    )
  if (!model.available) return <NotConfigured />

  const price = model.credits
  const balance = credits.credits
  const short = balance !== null && balance < price

  async function generate() {
    if (busy) return
    const controller = new AbortController()
    running.current = controller
    setBusy(true)
    setOutcome(null)
    try {
      const prompt = refinement.trim()
      const answer = await generateCoverImage({ projectId, ...(prompt ? { prompt } : {}) }, controller.signal)
      credits.spend(answer.creditsSpent, answer.creditsLeft)
      onImage(answer.image.id)
      const url = await projectImageUrl(projectId, answer.image.id).catch(() => null)
      setOutcome({ kind: 'done', imageId: answer.image.id, url, spent: answer.creditsSpent, left: answer.creditsLeft })
    } catch (failure) {
      if (controller.signal.aborted) return
      const code = errorCode(failure)
      if (code === 'image_model_not_configured') return setModel({ state: 'known', available: false, credits: price })
      if (code === 'insufficient_credits') void credits.refresh()
      setOutcome({ kind: 'error', message: (code && AI_IMAGE_ERRORS[code]) ?? describeError(failure) })
    } finally {
      if (running.current === controller) running.current = null
      if (!controller.signal.aborted) setBusy(false)
    }
  }

  return (
    <Section>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-refine`}>{T.refineLabel}</Label>
        <Textarea
          id={`${id}-refine`}
          value={refinement}
          maxLength={COVER_PROMPT_MAX}
          rows={2}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setRefinement(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {T.refineHint}
        </p>
      </div>
      <Button type="button" onClick={() => void generate()} disabled={busy || short} aria-busy={busy}>
        {busy ? <Loader2 className="mr-2 size-4 animate-spin" aria-hidden /> : <Sparkles className="mr-2 size-4" aria-hidden />}
        {T.button(price)}
      </Button>
      <div role="status" aria-live="polite" className="text-sm">
        {busy ? <p>{T.busy}</p> : null}
        {!busy && short && balance !== null ? <p className="text-muted-foreground">{T.short(price, balance)}</p> : null}
        {!busy && outcome?.kind === 'done' ? <p>{T.done(outcome.spent, outcome.left)}</p> : null}
      </div>
      {outcome?.kind === 'done' && outcome.url ? (
        <img src={outcome.url} alt="The generated cover art" className="h-40 w-auto rounded border object-cover" />
      ) : null}
      {outcome?.kind === 'error' ? <Alert variant="destructive">{outcome.message}</Alert> : null}
    </Section>
  )
}

function Section({ children }: { children: ReactNode }) {
  return (
    <section aria-label={T.heading} className="space-y-3">
      <h3 className="text-sm font-medium">{T.heading}</h3>
      {children}
    </section>
  )
}

function NotConfigured() {
  return (
    <Section>
      <p className="text-sm">{T.notConfigured}</p>
      <p className="text-sm text-muted-foreground">{T.howToAdd}</p>
    </Section>
  )
}
