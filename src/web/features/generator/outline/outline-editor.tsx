import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { GENERATION_LIMITS } from '@core/generation.ts'
import type { Outline } from '@core/generation-schemas.ts'
import { Button } from '@web/components/ui/button.tsx'
import { Input } from '@web/components/ui/input.tsx'
import { addChapter, canAddChapter, canRemoveChapter, moveChapter, removeChapter, renameChapter, setChapterPlan } from './outline-edits.ts'
import { OutlinePlanField } from './outline-plan-field.tsx'
import { OutlineSectionTemplate } from './outline-section-template.tsx'

type Focus = { index: number; target: 'title' | 'up' | 'down' } | null

/**
 * Issue §6: rename, reorder, add and remove chapters before drafting, and (issue 14) read and
 * edit each chapter's plan under its title. After a move the focus follows the chapter, so
 * keyboard users can keep moving it.
 */
export function OutlineEditor({ outline, onChange }: { outline: Outline; onChange: (outline: Outline) => void }) {
  const list = useRef<HTMLOListElement>(null)
  // Where focus goes once the edited outline has rendered.
  const pendingFocus = useRef<Focus>(null)
  const setFocus = (focus: Focus) => {
    pendingFocus.current = focus
  }
  const count = outline.chapters.length

  useEffect(() => {
    const focus = pendingFocus.current
    if (!focus) return
    pendingFocus.current = null
    const row = list.current?.children[focus.index]
    // A chapter moved to either end has one move button left: focus that one instead.
    const target =
      row?.querySelector<HTMLElement>(`[data-focus="${focus.target}"]:not(:disabled)`) ??
      row?.querySelector<HTMLElement>('[data-focus="up"]:not(:disabled), [data-focus="down"]:not(:disabled)') ??
      row?.querySelector<HTMLElement>('[data-focus="title"]')
    target?.focus()
  })

  const move = (index: number, direction: -1 | 1) => {
    onChange(moveChapter(outline, index, direction))
    setFocus({ index: index + direction, target: direction < 0 ? 'up' : 'down' })
  }

  return (
    <div className="space-y-3">
      <ol ref={list} className="space-y-4">
        {outline.chapters.map((chapter, index) => {
          const n = index + 1
          const blank = chapter.title.trim() === ''
          return (
            // Chapters have no ids; a row is its position, and focus is moved explicitly after edits.
            <li key={index} className="space-y-1.5">
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="w-6 shrink-0 text-right text-muted-foreground text-sm tabular-nums">
                  {n}.
                </span>
                <Input
                  data-focus="title"
                  aria-label={`Chapter ${n} title`}
                  aria-invalid={blank || undefined}
                  maxLength={GENERATION_LIMITS.chapterTitle}
                  value={chapter.title}
                  onChange={(e) => onChange(renameChapter(outline, index, e.target.value))}
                />
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  data-focus="up"
                  aria-label={`Move chapter ${n} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  data-focus="down"
                  aria-label={`Move chapter ${n} down`}
                  disabled={index === count - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove chapter ${n}`}
                  disabled={!canRemoveChapter(outline)}
                  onClick={() => {
                    onChange(removeChapter(outline, index))
                    setFocus({ index: Math.min(index, count - 2), target: 'title' })
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <div className="space-y-1.5 pl-8">
                {/* Under the title rather than beside it: a phone's row has no room left beside the buttons. */}
                <OutlineSectionTemplate chapter={chapter} />
                <OutlinePlanField
                  number={n}
                  plan={chapter.plan ?? ''}
                  onChange={(plan) => onChange(setChapterPlan(outline, index, plan))}
                />
              </div>
            </li>
          )
        })}
      </ol>
      {outline.chapters.some((c) => c.title.trim() === '') ? (
        <p className="font-medium text-destructive text-sm">Every chapter needs a title.</p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={!canAddChapter(outline)}
        onClick={() => {
          onChange(addChapter(outline))
          setFocus({ index: count, target: 'title' })
        }}
      >
        <Plus aria-hidden="true" />
        Add chapter
      </Button>
    </div>
  )
}
