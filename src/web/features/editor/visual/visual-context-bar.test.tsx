// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import type { Editor } from '@tiptap/core'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Table } from 'mdast'
import { toString } from 'mdast-util-to-string'
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

function renderEditor(value: string) {
  const onChange = vi.fn<(markdown: string) => void>()
  render(<VisualEditor value={value} onChange={onChange} ariaLabel="Chapter text" />)
  const textbox = screen.getByRole('textbox', { name: 'Chapter text', hidden: true })
  const editor = (textbox as HTMLElement & { editor: Editor }).editor
  return { onChange, editor }
}

async function lastMarkdown(onChange: ReturnType<typeof vi.fn>, expected: string): Promise<void> {
  await waitFor(() => expect(onChange.mock.lastCall?.[0]).toBe(expected), { timeout: 2000 })
}

describe('the image bar (issue 30, decision 109)', () => {
  it('sets the selected image’s width and caption in its Markdown, and shows both', async () => {
    const user = userEvent.setup()
    const { onChange, editor } = renderEditor('Before.\n\n![A chart](https://example.com/chart.png)\n')
    expect(screen.queryByRole('group', { name: 'Image' })).toBeNull()
    act(() => void editor.commands.setNodeSelection(10))
    const bar = screen.getByRole('group', { name: 'Image' })
    expect(screen.getByRole('radio', { name: 'Full width' })).toHaveAttribute('aria-checked', 'true')
    await user.click(screen.getByRole('radio', { name: 'Half' }))
    expect(screen.getByRole('radio', { name: 'Half' })).toHaveAttribute('aria-checked', 'true')
    await user.type(screen.getByLabelText('Caption'), 'Sales by "month"')
    act(() => void editor.commands.blur())
    await lastMarkdown(onChange, 'Before.\n\n![A chart](https://example.com/chart.png#width=50 "Sales by \\"month\\"")\n')
    expect(bar).toBeInTheDocument()
    const shown = document.querySelector<HTMLElement>('.visual-image')!
    expect(shown.style.maxWidth).toBe('50%')
    expect(shown.querySelector('img')!.getAttribute('src')).toBe('https://example.com/chart.png')
    expect(shown.querySelector('.visual-image-caption')).toHaveTextContent('Sales by "month"')
    await user.click(screen.getByRole('radio', { name: 'Three quarters' }))
    act(() => void editor.commands.blur())
    await lastMarkdown(onChange, 'Before.\n\n![A chart](https://example.com/chart.png#width=75 "Sales by \\"month\\"")\n')
  })

  it('an asset image is looked up without its width', async () => {
    const resolve = vi.fn(async () => 'blob:picture')
    render(
      <VisualEditor
        value="![A photo](asset:3931ce2c-154a-4b46-aea6-80a279d953e9#width=75)\n"
        onChange={() => undefined}
        ariaLabel="Chapter text"
        resolveImageSrc={resolve}
      />,
    )
    await waitFor(() => expect(resolve).toHaveBeenCalledWith('asset:3931ce2c-154a-4b46-aea6-80a279d953e9'))
  })
})

describe('the table bar (issue 30)', () => {
  it('shows while the cursor is in a table; its buttons insert and delete rows and columns', async () => {
    const user = userEvent.setup()
    const { onChange, editor } = renderEditor('| Day | Reps |\n| --- | --- |\n| Monday | 10 |\n')
    act(() => void editor.commands.setTextSelection(4))
    const bar = screen.getByRole('toolbar', { name: 'Table' })
    const names = [...bar.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))
    expect(names).toEqual([
      'Insert row above',
      'Insert row below',
      'Insert column left',
      'Insert column right',
      'Delete row',
      'Delete column',
      'Delete table',
    ])
    // In the header row: no row above it (the header stays the header), and it says why.
    const above = screen.getByRole('button', { name: 'Insert row above' })
    expect(above).toHaveAttribute('aria-disabled', 'true')
    expect(above.title).toContain('The header row stays the first row')
    await user.click(screen.getByRole('button', { name: 'Insert row below' }))
    await user.click(screen.getByRole('button', { name: 'Insert column right' }))
    act(() => void editor.commands.blur())
    const cells = () => {
      const table = parseMarkdownTree(onChange.mock.lastCall?.[0] ?? '').children[0] as Table | undefined
      return table?.children.map((row) => row.children.map((cell) => toString(cell)))
    }
    // The text is written after a pause in typing (SERIALISE_DELAY_MS): wait for the last change.
    await waitFor(() =>
      expect(cells()).toEqual([
        ['Day', '', 'Reps'],
        ['', '', ''],
        ['Monday', '', '10'],
      ]),
    )
  })
})
