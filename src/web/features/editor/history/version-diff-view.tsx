import { cn } from '@web/lib/utils.ts'
import type { DiffPart, DiffRow } from './version-diff.ts'

// Colour is never the only cue: each changed line has a '−' or '+' gutter and a spoken label,
// and changed words are struck through (removed) or underlined (added).
const ROW = {
  same: { mark: ' ', label: '', className: '' },
  removed: { mark: '−', label: 'Removed: ', className: 'bg-red-50 text-red-950' },
  added: { mark: '+', label: 'Added: ', className: 'bg-emerald-50 text-emerald-950' },
} as const

function Part({ part, kind }: { part: DiffPart; kind: 'same' | 'removed' | 'added' }) {
  if (!part.changed || kind === 'same') return <>{part.text}</>
  return kind === 'removed' ? (
    <del className="rounded-sm bg-red-200 line-through decoration-red-800">{part.text}</del>
  ) : (
    <ins className="rounded-sm bg-emerald-200 underline decoration-emerald-800">{part.text}</ins>
  )
}

export function DiffLegend() {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
      <span>
        <span aria-hidden="true" className="mr-1 rounded-sm bg-red-100 px-1 font-mono text-red-900">
          −
        </span>
        Removed: only in this version
      </span>
      <span>
        <span aria-hidden="true" className="mr-1 rounded-sm bg-emerald-100 px-1 font-mono text-emerald-900">
          +
        </span>
        Added: in the current text
      </span>
    </p>
  )
}

/** The rows of diffTexts as a readable, line-by-line comparison. */
export function VersionDiffView({ rows, label, className }: { rows: DiffRow[]; label: string; className?: string }) {
  return (
    // Focusable so a keyboard can scroll it when it scrolls on its own.
    <div
      role="group"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-hidden rounded-md border text-sm leading-relaxed focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {rows.map((row, i) =>
        row.kind === 'skipped' ? (
          <p key={i} className="bg-muted px-3 py-0.5 text-muted-foreground text-xs italic">
            {row.lines === 1 ? '1 unchanged line' : `${row.lines} unchanged lines`}
          </p>
        ) : (
          <p key={i} data-diff={row.kind} className={cn('flex gap-2 px-2', ROW[row.kind].className)}>
            <span aria-hidden="true" className="w-3 shrink-0 select-none text-center font-mono opacity-70">
              {ROW[row.kind].mark}
            </span>
            <span className="min-w-0 flex-1 whitespace-pre-wrap break-words">
              {ROW[row.kind].label ? <span className="sr-only">{ROW[row.kind].label}</span> : null}
              {/* A blank line keeps its height. */}
              {row.parts.every((p) => p.text === '') ? '\u00a0' : row.parts.map((part, j) => <Part key={j} part={part} kind={row.kind} />)}
            </span>
          </p>
        ),
      )}
    </div>
  )
}
