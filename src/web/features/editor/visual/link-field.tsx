import type { Editor } from '@tiptap/core'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '@web/components/ui/button.tsx'
import { Input } from '@web/components/ui/input.tsx'

/** The toolbar's link row: the address for the selected words (or the link the cursor is in). */
export function LinkField({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId()
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''))
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const url = href.trim()
    const chain = editor.chain().focus().extendMarkRange('link')
    if (url === '') chain.unsetLink().run()
    else if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run()
    else chain.setLink({ href: url }).run()
    onClose()
  }
  return (
    <form onSubmit={apply} className="flex w-full flex-wrap items-center gap-2 pt-2">
      <label htmlFor={id} className="text-sm font-medium">
        Link address
      </label>
      <Input
        id={id}
        type="url"
        inputMode="url"
        autoFocus
        placeholder="https://"
        value={href}
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose()
        }}
        className="min-w-0 flex-1 basis-40"
      />
      <Button type="submit" size="sm">
        Apply
      </Button>
      {editor.isActive('link') ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run()
            onClose()
          }}
        >
          Remove link
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="ghost" onClick={onClose}>
        Cancel
      </Button>
    </form>
  )
}
