import { type ComponentProps, type RefObject, startTransition, useLayoutEffect, useMemo, useRef } from 'react'
import { Textarea } from '@web/components/ui/textarea.tsx'

type Handlers = Pick<ComponentProps<'textarea'>, 'onPaste' | 'onDrop' | 'onDragOver'>

interface MarkdownBoxProps extends Handlers {
  boxRef: RefObject<HTMLTextAreaElement | null>
  id: string
  /** The chapter's Markdown: shown, and written into the box when it changes from elsewhere (a rename, an accepted suggestion). */
  value: string
  /** The text after a keystroke: the document follows in a transition (decision 111). */
  onValue(value: string): void
  readOnly: boolean
  maxLength: number
  rows: number
  className: string
}

/**
 * Edit mode's Markdown box, fast on a long chapter (decision 111). The box keeps its own text
 * (uncontrolled): a keystroke paints at once, and the document (save queue, word count, the
 * rest of the editor) updates in a transition that React renders after the frame and drops for
 * the next keystroke. A controlled textarea (or one with a defaultValue) has React copy the whole
 * chapter into its default value on every keystroke. The box is rendered once per setting, its
 * text set here: at first, then only when `value` changes other than by this box's typing.
 */
export function MarkdownBox({ boxRef, id, value, onValue, readOnly, maxLength, rows, className, ...handlers }: MarkdownBoxProps) {
  const latest = useRef({ onValue, handlers })
  useLayoutEffect(() => {
    latest.current = { onValue, handlers }
  })
  // Texts typed here that the document has not shown back yet, oldest first.
  const typed = useRef<string[]>([])
  useLayoutEffect(() => {
    const box = boxRef.current
    if (!box) return
    const at = typed.current.indexOf(value)
    if (at !== -1) {
      // The document caught up with the typing (maybe skipping texts a later keystroke replaced).
      typed.current.splice(0, at + 1)
      return
    }
    typed.current = []
    if (box.value !== value) box.value = value
  }, [value, boxRef])
  return useMemo(
    () => (
      <Textarea
        id={id}
        ref={boxRef}
        rows={rows}
        className={className}
        maxLength={maxLength}
        readOnly={readOnly}
        spellCheck
        onPaste={(e) => latest.current.handlers.onPaste?.(e)}
        onDrop={(e) => latest.current.handlers.onDrop?.(e)}
        onDragOver={(e) => latest.current.handlers.onDragOver?.(e)}
        onChange={(e) => {
          const text = e.target.value
          typed.current.push(text)
          startTransition(() => latest.current.onValue(text))
        }}
      />
    ),
    [id, boxRef, rows, className, maxLength, readOnly],
  )
}
