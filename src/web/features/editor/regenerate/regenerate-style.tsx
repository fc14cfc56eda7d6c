import { useId } from 'react'
import { Undo2, WandSparkles } from 'lucide-react'
import { TONES, type Tone } from '@core/generation.ts'
import { Button } from '@web/components/ui/button.tsx'
import type { ChapterEdits } from '../chapter-edits.ts'
import type { BookDocument } from './regenerate-api.ts'
import { StyleProgressView, StyleStopped } from './style-status.tsx'
import { useStyleRun } from './use-style-run.ts'

export interface RegenerateStyleProps {
  /** The book: its chapters are the ones rewritten, the rest goes with each request. */
  doc: BookDocument
  tone: Tone
  onToneChange(tone: Tone): void
  targetAudience: string
  edits: ChapterEdits
  /** Other editing waits while every chapter is being rewritten. */
  onBusyChange?(busy: boolean): void
}

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

// Native select, as on the generator: the editor does not need a listbox library for four options.
const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base ring-offset-background focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm'

/** Global Actions 'Regenerate Style': every chapter rewritten in the chosen tone, one by one, free and undoable. */
export function RegenerateStyle({ doc, tone, onToneChange, targetAudience, edits, onBusyChange }: RegenerateStyleProps) {
  const id = useId()
  const run = useStyleRun({ doc, tone, targetAudience, edits, onBusyChange })
  const { state } = run
  const running = state.phase === 'running'
  return (
    <div className="space-y-3">
      <div className="space-y-2">
        <label htmlFor={id} className="font-medium text-sm leading-none">
          Tone
        </label>
        <select id={id} className={selectClass} value={tone} disabled={running} onChange={(e) => onToneChange(e.target.value as Tone)}>
          {TONES.map((t) => (
            <option key={t} value={t}>
              {label(t)}
            </option>
          ))}
        </select>
      </div>
      <Button type="button" variant="secondary" className="w-full" disabled={running} aria-describedby={`${id}-hint`} onClick={run.start}>
        <WandSparkles aria-hidden="true" />
        Regenerate Style
      </Button>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        Rewrites every chapter in this tone, one by one, keeping its content and structure. Free, and you can undo it.
      </p>
      {state.phase === 'running' ? (
        <StyleProgressView progress={state.progress} cancelling={state.cancelling} onCancel={run.cancel} />
      ) : null}
      {state.phase === 'stopped' ? (
        <StyleStopped outcome={state.outcome} total={state.total} rewritten={run.rewritten} onContinue={run.resume} />
      ) : null}
      {!running && run.rewritten > 0 ? (
        <Button type="button" variant="outline" size="sm" className="w-full" onClick={run.undo}>
          <Undo2 aria-hidden="true" />
          Undo Regenerate Style
        </Button>
      ) : null}
    </div>
  )
}
