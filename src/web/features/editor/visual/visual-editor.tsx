import type { Editor } from '@tiptap/core'
import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react'
import { cn } from '@web/lib/utils.ts'
import { CHAPTER_PROSE } from '../chapter/chapter-prose.ts'
import { type ImageToInsert, insertImage } from './image-files.ts'
import type { ResolveImageSrc } from './image-node.ts'
import { LinkField } from './link-field.tsx'
import { retitle } from './retitle.ts'
import { selectSentence } from './select-sentence.ts'
import { replaceRange, selectedRange, type VisualRange } from './visual-passage.ts'
import { createVisualDocument, loadMarkdown } from './visual-document.ts'
import { editorMarkdown } from './visual-markdown.ts'
import { VisualContextBar } from './visual-context-bar.tsx'
import { VisualToolbar } from './visual-toolbar.tsx'
import { declinedText } from './visual-text.ts'

/**
 * Visual mode (docs/product.md#editor, decision 66): the chapter's Markdown edited as formatted
 * text. Markdown stays what is stored: the editor reads it through the export's own parse and
 * gives Markdown back through `onChange`. A chapter it could not write back unchanged is declined
 * (`onUnsupported`, and a note in place of the editor), so it never rewrites what it can't keep.
 *
 * Load this module with import() only (lazy-visual-editor.tsx): TipTap is ~150 KB gzip.
 */
export interface VisualEditorProps {
  /** The chapter's Markdown. A new value from outside (regenerate, history) replaces the text. */
  value: string
  /** The Markdown after the writer's changes: after a pause in typing (SERIALISE_DELAY_MS), on blur and on unmount. */
  onChange: (markdown: string) => void
  ariaLabel: string
  readOnly?: boolean
  /** The address to show for an `asset:` image; without it such images show their alt text. */
  resolveImageSrc?: ResolveImageSrc
  /** The chapter holds something visual mode can't keep ("a table", "some HTML"): switch to Edit mode. */
  onUnsupported?: (what: string) => void
  /** A pasted or dropped image file, for the Insert image dialog; without it such a paste does nothing special. */
  onImageFile?: (file: File) => void
  ref?: Ref<VisualEditorHandle>
}

/** What the page around the editor can ask of it. */
export interface VisualEditorHandle {
  /** An uploaded image (`asset:<id>`) with its alt text, where the cursor is. */
  insertImage(image: ImageToInsert): void
  /** The selection as a range of the chapter's Markdown (for an AI edit); null when nothing is selected. */
  selection(): VisualRange | 'unreadable' | null
  /**
   * The range replaced by `suggestion` (one change Ctrl+Z undoes), or left for `expected` to be
   * loaded when in place it would read otherwise: the chapter's new Markdown. Null when the text
   * changed since the range was read.
   */
  replace(range: VisualRange, suggestion: string, expected: string): string | null
  /** Focus in the text, with `range` selected when given (else what the last `replace` put in). */
  focus(range?: VisualRange): void
  /** The editable element. */
  element(): HTMLElement | null
  /** Selects a quality note's sentence and scrolls to it (decision 110); false when the text does not hold it. */
  find(excerpt: string): boolean
}

export type { VisualRange }

/** Writing a 10,000-word chapter back to Markdown takes tens of milliseconds: not on every keystroke. */
export const SERIALISE_DELAY_MS = 300

const EDITOR_CLASSES =
  'min-h-[30rem] rounded-md border border-input bg-background px-3 py-2 focus-within:ring-2 focus-within:ring-ring ' +
  '[&_.ProseMirror]:min-h-[28rem] [&_.ProseMirror]:outline-hidden [&_.ProseMirror]:whitespace-pre-wrap ' +
  '[&_ul[data-type=taskList]]:list-none [&_ul[data-type=taskList]]:pl-1 [&_ul[data-type=taskList]>li]:flex [&_ul[data-type=taskList]>li]:gap-2 ' +
  '[&_ul[data-type=taskList]>li>label]:mt-1 [&_ul[data-type=taskList]>li>div]:flex-1 [&_ul[data-type=taskList]>li>div>p]:my-0 ' +
  '[&_td>p]:my-0 [&_th>p]:my-0 [&_.tableWrapper]:overflow-x-auto [&_.selectedCell]:bg-primary/10 ' +
  '[&_.footnote-ref]:text-primary [&_.footnote-ref]:before:content-["["] [&_.footnote-ref]:after:content-["]"] ' +
  '[&_.footnote-definition]:flex [&_.footnote-definition]:gap-2 [&_.footnote-definition]:text-sm [&_.footnote-label]:text-muted-foreground ' +
  '[&_.visual-image_img]:inline-block [&_.visual-image_img]:max-h-80 [&_.visual-image_img]:max-w-full ' +
  '[&_.visual-image]:inline-block [&_.visual-image]:max-w-full [&_.visual-image]:align-top [&_.visual-image.ProseMirror-selectednode]:rounded [&_.visual-image.ProseMirror-selectednode]:ring-2 [&_.visual-image.ProseMirror-selectednode]:ring-ring ' +
  '[&_.visual-image-caption]:block [&_.visual-image-caption]:text-center [&_.visual-image-caption]:text-muted-foreground [&_.visual-image-caption]:text-sm [&_.visual-image-caption]:italic ' +
  '[&_.visual-image-placeholder]:rounded [&_.visual-image-placeholder]:border [&_.visual-image-placeholder]:border-dashed [&_.visual-image-placeholder]:px-2 [&_.visual-image-placeholder]:text-sm [&_.visual-image-placeholder]:text-muted-foreground'

function useLatest<T>(value: T) {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  })
  return ref
}

export function VisualEditor({
  value,
  onChange,
  ariaLabel,
  readOnly = false,
  resolveImageSrc,
  onUnsupported,
  onImageFile,
  ref,
}: VisualEditorProps) {
  const mount = useRef<HTMLDivElement>(null)
  const [editor, setEditor] = useState<Editor | null>(null)
  const [declined, setDeclined] = useState<string | null>(null)
  const [linkOpen, setLinkOpen] = useState(false)
  const [, setRevision] = useState(0)
  // The Markdown the parent holds: the last value it gave or the last one this editor sent it.
  const known = useRef<string | null>(null)
  const latest = useLatest({ onChange, onUnsupported, resolveImageSrc, onImageFile })
  const flushNow = useRef(() => undefined as void)
  // Whether the writer has put the cursor in this text yet (else an inserted image goes at the end).
  const placed = useRef(false)
  const focusWhenEditable = useRef<(() => void) | null>(null)
  const lastReplaced = useRef<VisualRange | null>(null)

  useEffect(() => {
    const created = createVisualDocument({
      element: mount.current ?? undefined,
      ariaLabel,
      resolveImageSrc: (url) => latest.current.resolveImageSrc?.(url) ?? Promise.reject(new Error('no image store')),
      onLinkShortcut: () => setLinkOpen(true),
      onImageFile: (file) => {
        const take = latest.current.onImageFile
        take?.(file)
        return take !== undefined
      },
    })
    let timer: ReturnType<typeof setTimeout> | undefined
    let dirty = false
    const flush = () => {
      clearTimeout(timer)
      if (!dirty) return
      dirty = false
      const markdown = editorMarkdown(created)
      if (markdown === known.current) return
      known.current = markdown
      latest.current.onChange(markdown)
    }
    created.on('update', () => {
      dirty = true
      clearTimeout(timer)
      timer = setTimeout(flush, SERIALISE_DELAY_MS)
    })
    created.on('blur', flush)
    created.on('focus', () => (placed.current = true))
    flushNow.current = flush
    // Before the editor's own page-leave save (it listens later, on the document or in the bubble
    // phase): the words of the last pause go with it.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    window.addEventListener('pagehide', flush, { capture: true })
    window.addEventListener('visibilitychange', onHidden, { capture: true })
    // The toolbar shows which marks are on where the cursor is.
    created.on('transaction', () => setRevision((n) => n + 1))
    setEditor(created)
    return () => {
      window.removeEventListener('pagehide', flush, { capture: true })
      window.removeEventListener('visibilitychange', onHidden, { capture: true })
      flush()
      created.destroy()
    }
    // Created once; the props it reads later are read through refs or the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Layout cleanups run before any passive one: the last words reach the parent before an
  // unmounting editor page closes its save queue (a passive effect of an ancestor).
  useLayoutEffect(() => () => flushNow.current(), [])

  useImperativeHandle(
    ref,
    () => ({
      insertImage: (image) => {
        if (editor && !declined) insertImage(editor, image, !placed.current)
      },
      selection: () => (editor && !declined ? selectedRange(editor) : null),
      replace: (range, suggestion, expected) => {
        if (!editor || declined) return null
        const replaced = replaceRange(editor, range, suggestion, expected)
        // Written in place: the parent is about to hold this text, which must not load it again.
        if (replaced?.inPlace) known.current = replaced.markdown
        // The browser drops its selection with the text it held: the new words are selected again on focus.
        const { from, to } = editor.state.selection
        lastReplaced.current = replaced?.inPlace ? { ...range, doc: editor.state.doc, from, to } : null
        return replaced?.markdown ?? null
      },
      focus: (range) => {
        if (!editor) return
        const focus = () => {
          const chain = editor.chain().focus()
          const select = range ?? lastReplaced.current
          if (select && editor.state.doc.eq(select.doc)) chain.setTextSelection({ from: select.from, to: select.to })
          chain.run()
        }
        // Still locked (the suggestion just closed): focus when it opens again, a render later.
        if (editor.isEditable) focus()
        else focusWhenEditable.current = focus
      },
      element: () => editor?.view.dom ?? null,
      find: (excerpt) => (editor && !declined ? selectSentence(editor, excerpt) : false),
    }),
    [editor, declined],
  )

  useEffect(() => {
    if (!editor || value === known.current) return
    const before = known.current
    known.current = value
    if (before !== null && !declined && retitle(editor, before, value)) return
    placed.current = false
    const what = loadMarkdown(editor, value)
    setDeclined(what)
    if (what) latest.current.onUnsupported?.(what)
  }, [editor, value, latest, declined])

  useEffect(() => {
    // false: switching editable is no change of text, and must not send one.
    editor?.setEditable(!readOnly && declined === null, false)
    if (!editor?.isEditable) return
    focusWhenEditable.current?.()
    focusWhenEditable.current = null
  }, [editor, readOnly, declined])

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: { 'aria-label': ariaLabel, 'aria-multiline': 'true', role: 'textbox' } } })
  }, [editor, ariaLabel])

  return (
    <div className="flex flex-col gap-2">
      {declined ? (
        <p role="status" className="rounded-md border border-input bg-muted px-3 py-2 text-sm">
          {declinedText(declined)}
        </p>
      ) : null}
      {editor && !declined ? (
        // Shown while locked too (a suggestion open, a rewrite running): the text must not jump.
        <div className="sticky top-0 z-10 rounded-md border border-input bg-background p-1">
          <VisualToolbar editor={editor} label={`Formatting for ${ariaLabel}`} onLink={() => setLinkOpen(true)} disabled={readOnly} />
          <VisualContextBar editor={editor} disabled={readOnly} />
          {linkOpen && !readOnly ? <LinkField editor={editor} onClose={() => setLinkOpen(false)} /> : null}
        </div>
      ) : null}
      <div ref={mount} hidden={declined !== null} className={cn(CHAPTER_PROSE, EDITOR_CLASSES)} />
    </div>
  )
}
