// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import type { Editor } from '@tiptap/core'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Table } from 'mdast'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseMarkdownTree } from '@core/markdown-tree.ts'
import { VisualEditor } from './visual-editor.tsx'

afterEach(cleanup)

// jsdom lays nothing out; ProseMirror measures the cursor to scroll it into view.
beforeAll(() => {
  const none = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList
  const rect = () => new DOMRect(0, 0, 0, 0)
  Range.prototype.getClientRects = none
  Range.prototype.getBoundingClientRect = rect
  Element.prototype.getClientRects = none
  document.elementFromPoint = () => null
})

const ASSET = 'asset:3931ce2c-154a-4b46-aea6-80a279d953e9'

function renderEditor(value: string, props: Partial<Parameters<typeof VisualEditor>[0]> = {}) {
  const onChange = vi.fn<(markdown: string) => void>()
  const view = render(<VisualEditor value={value} onChange={onChange} ariaLabel="Chapter text" {...props} />)
  const textbox = screen.getByRole('textbox', { name: 'Chapter text', hidden: true })
  // TipTap hangs the editor on its element: the tests place the cursor through it, as a click would.
  const editor = (textbox as HTMLElement & { editor: Editor }).editor
  return { ...view, onChange, textbox, editor }
}

/** The Markdown the parent last received (serialising waits for a pause in typing). */
async function lastMarkdown(onChange: ReturnType<typeof vi.fn>): Promise<string> {
  await waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 2000 })
  return onChange.mock.lastCall?.[0] as string
}

describe('VisualEditor', () => {
  it('typing with Ctrl+B writes bold Markdown', async () => {
    const user = userEvent.setup()
    const { onChange, textbox, editor } = renderEditor('## Day one\n\nStart\n')
    await user.click(textbox)
    act(() => void editor.commands.focus('end'))
    await user.keyboard(' {Control>}b{/Control}small steps')
    expect(await lastMarkdown(onChange)).toBe('## Day one\n\nStart **small steps**\n')
  })

  it('the Bold button formats the selected words', async () => {
    const user = userEvent.setup()
    const { onChange, editor } = renderEditor('Walk every morning.\n')
    act(() => void editor.commands.setTextSelection({ from: 6, to: 11 }))
    await user.click(screen.getByRole('button', { name: 'Bold' }))
    expect(await lastMarkdown(onChange)).toBe('Walk **every** morning.\n')
  })

  it('ticking a checklist box writes [x]', async () => {
    const user = userEvent.setup()
    const { onChange } = renderEditor('- [ ] Buy milk\n- [x] Eggs\n')
    const box = screen.getByRole('checkbox', { name: 'To do: Buy milk' })
    expect(box).not.toBeChecked()
    await user.click(box)
    expect(await lastMarkdown(onChange)).toBe('- [x] Buy milk\n- [x] Eggs\n')
  })

  it('editing a table cell keeps the table and its alignment', async () => {
    const user = userEvent.setup()
    const { onChange, textbox, editor } = renderEditor('| Day | Minutes |\n| :-- | --: |\n| Monday | 10 |\n')
    await user.click(textbox)
    let afterMonday = 0
    editor.state.doc.descendants((node, pos) => {
      if (node.isText && node.text === 'Monday') afterMonday = pos + node.nodeSize
    })
    act(() => void editor.commands.setTextSelection(afterMonday))
    await user.keyboard('s')
    const table = parseMarkdownTree(await lastMarkdown(onChange)).children[0] as Table
    expect(table.type).toBe('table')
    expect(table.align).toEqual(['left', 'right'])
    const cells = table.children[1]?.children.map((cell) => cell.children.map((t) => ('value' in t ? t.value : '')).join(''))
    expect(cells).toEqual(['Mondays', '10'])
  })

  it('opening a chapter does not rewrite it', async () => {
    const { onChange } = renderEditor('* one\n* two\n\n_em_ and __strong__ Q&A\n')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('declines a chapter it cannot keep, says why and never writes', async () => {
    const onUnsupported = vi.fn()
    const { onChange } = renderEditor('A line.\n\n<div align="center">Centred</div>\n', { onUnsupported })
    expect(screen.getByRole('status')).toHaveTextContent(
      "Visual mode can't show this chapter without changing some HTML in it, so it is left as written. Use Edit mode for this chapter.",
    )
    expect(onUnsupported).toHaveBeenCalledWith('some HTML')
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('names each shortcut in the button title and aria-keyshortcuts', () => {
    renderEditor('Text\n')
    const bold = screen.getByRole('button', { name: 'Bold' })
    expect(bold).toHaveAttribute('title', 'Bold (Ctrl+B)')
    expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B')
    expect(screen.getByRole('button', { name: 'Checklist' })).toHaveAttribute('title', 'Checklist (Ctrl+Shift+9)')
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('title', 'Link (Ctrl+K)')
  })

  it('Ctrl+K opens the link field and links the selected words', async () => {
    const user = userEvent.setup()
    const { onChange, textbox, editor } = renderEditor('Read the guide.\n')
    await user.click(textbox)
    act(() => void editor.commands.setTextSelection({ from: 10, to: 15 }))
    await user.keyboard('{Control>}k{/Control}')
    await user.type(screen.getByLabelText('Link address'), 'https://example.com/guide{Enter}')
    expect(await lastMarkdown(onChange)).toBe('Read the [guide](https://example.com/guide).\n')
  })

  it('shows asset: images through resolveImageSrc, and their alt text without it', async () => {
    const resolveImageSrc = vi.fn(async () => 'blob:http://localhost/picture')
    renderEditor(`![A calm lake](${ASSET})\n`, { resolveImageSrc })
    expect(await screen.findByRole('img', { name: 'A calm lake' })).toHaveAttribute('src', 'blob:http://localhost/picture')
    expect(resolveImageSrc).toHaveBeenCalledWith(ASSET)
    cleanup()
    renderEditor(`![A calm lake](${ASSET})\n`)
    expect(screen.getByText('Image: A calm lake')).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('shows footnotes and keeps them', async () => {
    const user = userEvent.setup()
    const { onChange, textbox, editor } = renderEditor('Rest matters.[^1]\n\n[^1]: Sleep researchers agree.\n')
    expect(screen.getByLabelText('Footnote 1')).toBeInTheDocument()
    await user.click(textbox)
    act(() => void editor.commands.setTextSelection(1))
    await user.keyboard('Yes. ')
    expect(await lastMarkdown(onChange)).toBe('Yes. Rest matters.[^1]\n\n[^1]: Sleep researchers agree.\n')
  })

  it('a renamed chapter renames its heading in place: the cursor stays, nothing is sent back', async () => {
    const onChange = vi.fn<(markdown: string) => void>()
    const props = { onChange, ariaLabel: 'Chapter text' }
    const view = render(<VisualEditor value={'## Day one\n\nStart walking.\n'} {...props} />)
    const textbox = screen.getByRole('textbox', { name: 'Chapter text', hidden: true })
    const editor = (textbox as HTMLElement & { editor: Editor }).editor
    act(() => void editor.commands.setTextSelection(15))
    view.rerender(<VisualEditor value={'## Day two\n\nStart walking.\n'} {...props} />)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Day two')
    expect(editor.state.selection.from).toBe(15)
    // A title with Markdown in it is read like any new text.
    view.rerender(<VisualEditor value={'## Day *two*\n\nStart walking.\n'} {...props} />)
    expect(screen.getByRole('heading', { level: 2 }).querySelector('em')).toHaveTextContent('two')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(onChange).not.toHaveBeenCalled()
  })
})
