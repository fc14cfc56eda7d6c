import type { Tone } from '@core/generation.ts'
import { ToastAction } from '@web/components/ui/toast.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import type { StyleOutcome } from './style-run.ts'

export const STYLE_TEXT = {
  done: 'Style regenerated',
  stopped: 'Regenerate Style stopped',
  undone: 'Regenerate Style undone',
  undoneDescription: 'Every chapter is back to the text it had before the rewrite.',
  undoFailed: 'Could not undo Regenerate Style',
  undo: 'Undo',
  undoAlt: 'Undo Regenerate Style',
} as const

const undoAction = (undo: (() => void) | undefined) =>
  undo ? (
    <ToastAction altText={STYLE_TEXT.undoAlt} onClick={undo}>
      {STYLE_TEXT.undo}
    </ToastAction>
  ) : undefined

export function toastStyleDone(tone: Tone, undo: (() => void) | undefined): void {
  toast({
    title: STYLE_TEXT.done,
    description: `Every chapter now reads in ${/^[aeiou]/.test(tone) ? 'an' : 'a'} ${tone} tone.`,
    action: undoAction(undo),
  })
}

export const stoppedText = (outcome: Exclude<StyleOutcome, { kind: 'done' }>, total: number, rewritten: number): string => {
  const kept = `${rewritten} of ${total} chapters rewritten.`
  return outcome.kind === 'failed'
    ? `Chapter ${outcome.next + 1}/${total} "${outcome.title}" could not be rewritten: ${outcome.message} ${kept}`
    : `Stopped before chapter ${outcome.next + 1}/${total}. ${kept}`
}

export function toastStyleStopped(
  outcome: Exclude<StyleOutcome, { kind: 'done' }>,
  total: number,
  rewritten: number,
  undo: (() => void) | undefined,
): void {
  toast({
    title: STYLE_TEXT.stopped,
    description: stoppedText(outcome, total, rewritten),
    action: undoAction(undo),
    ...(outcome.kind === 'failed' ? { variant: 'destructive' as const } : {}),
  })
}

export function toastStyleUndone(): void {
  toast({ title: STYLE_TEXT.undone, description: STYLE_TEXT.undoneDescription })
}

export function toastUndoFailed(message: string): void {
  toast({ title: STYLE_TEXT.undoFailed, description: message, variant: 'destructive' })
}
