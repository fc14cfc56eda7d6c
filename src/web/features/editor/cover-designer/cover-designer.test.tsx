// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { errorBody } from '@core/errors.ts'
import type { CoverSize } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { ApiError } from '@web/lib/api-client.ts'
import { setUpEditorPanelTests } from '../../../../../tests/support/editor-panel-test.ts'
import type { ExportControl } from '../export/use-export.ts'
import { CoverDesigner, type CoverTextField } from './cover-designer.tsx'

setUpEditorPanelTests(() => import('@core/publishing-schemas.ts'))

const IMAGE_ID = '00000000-0000-4000-8000-00000000abcd'

const start: ProjectDocument = {
  title: 'Swing Stronger After 40',
  subtitle: 'Strength and mobility for weekend golfers',
  description: 'A practical guide',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [{ id: '00000000-0000-4000-8000-000000000001', title: 'One', content: '## One\n\nText' }],
  publishing: { author: 'Jane Doe' },
}

interface Sent {
  size: CoverSize
  payload: ExportDocument
  signal: AbortSignal
  answer(result: Blob | Error): void
}

/**
 * The designer in an editor of its own: the document changes through its edits as the editor's
 * `update` does, and each preview request waits until the test answers it (in any order).
 */
function setup(doc: ProjectDocument = start, { autoAnswer = true } = {}) {
  const sent: Sent[] = []
  let urls = 0
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++urls}`, revokeObjectURL: () => {} }))
  const request = (size: CoverSize, payload: ExportDocument, signal: AbortSignal) =>
    new Promise<Blob>((resolve, reject) => {
      const answer = (result: Blob | Error) => (result instanceof Error ? reject(result) : resolve(result))
      sent.push({ size, payload, signal, answer })
      if (autoAnswer) answer(new Blob([JSON.stringify(payload.cover ?? null)], { type: 'image/jpeg' }))
    })
  const exporter: ExportControl = { exporting: null, start: vi.fn() }
  const onEditText = vi.fn<(field: CoverTextField) => void>()
  const onClose = vi.fn()
  let latest = doc
  function Editor() {
    const [current, setCurrent] = useState(doc)
    latest = current
    return (
      <CoverDesigner
        doc={current}
        projectId="00000000-0000-4000-8000-0000000000aa"
        onEdit={(change) => setCurrent((d) => change(d))}
        exporter={exporter}
        onClose={onClose}
        onEditText={onEditText}
        previewOptions={{ debounceMs: 0, busyRetryMs: 0, request }}
      />
    )
  }
  render(<Editor />)
  return { sent, doc: () => latest, exporter, onEditText, onClose, user: userEvent.setup() }
}

const designer = () => within(screen.getByRole('region', { name: 'Cover designer' }))
const shownImage = () => designer().getByRole('img', { name: 'Cover preview' })
const apiError = (code: 'export_busy' | 'rate_limited' | 'unprintable_characters', status: number, message?: string) =>
  new ApiError(status, JSON.stringify(errorBody(code, message)), code)

describe('the cover designer (decision 88)', () => {
  it('opens on the product type’s default design and previews the export payload', async () => {
    const t = setup()
    await waitFor(() => expect(shownImage()).toHaveAttribute('src', 'blob:preview-1'))
    expect(t.sent).toHaveLength(1)
    expect(t.sent[0]?.size).toBe('front')
    expect(t.sent[0]?.payload).toMatchObject({
      title: start.title,
      productType: 'guide',
      author: 'Jane Doe',
      projectId: expect.any(String),
    })
    expect(designer().getByRole('radio', { name: 'Bold modern' })).toBeChecked()
    expect(designer().getByRole('radio', { name: 'Built-in art' })).toBeChecked()
    expect(designer().getByRole('radio', { name: 'Chosen for the subject' })).toBeChecked()
    // The words on the cover, read-only, each with the way to where it is edited.
    expect(designer().getByText('Strength and mobility for weekend golfers')).toBeInTheDocument()
    await t.user.click(designer().getByRole('button', { name: 'Edit subtitle' }))
    await t.user.click(designer().getByRole('button', { name: 'Edit author' }))
    expect(t.onEditText.mock.calls).toEqual([['subtitle'], ['author']])
    // Nothing saved until the creator chooses something.
    expect(t.doc().publishing?.cover).toBeUndefined()
  })

  it('every control changes the saved design and asks for a preview of it', async () => {
    const t = setup()
    await waitFor(() => expect(t.sent).toHaveLength(1))
    const lastCover = () => t.sent.at(-1)?.payload.cover
    const step = async (act: () => Promise<void>, expected: object) => {
      const before = t.sent.length
      await act()
      expect(t.doc().publishing?.cover).toEqual(expected)
      await waitFor(() => expect(t.sent.length).toBeGreaterThan(before))
      expect(lastCover()).toEqual(expected)
      expect(t.sent.at(-1)?.payload.author).toBe('Jane Doe')
    }
    const base = { font: 'theme', palette: 'theme', image: { source: 'art', art: 'auto' } }
    await step(() => t.user.click(designer().getByRole('radio', { name: 'Split' })), { ...base, layout: 'split' })
    await step(() => t.user.selectOptions(designer().getByLabelText('Font'), 'caveat'), { ...base, layout: 'split', font: 'caveat' })
    const chosen = { ...base, layout: 'split', font: 'caveat' }
    await step(() => t.user.click(designer().getByRole('radio', { name: 'Waves' })), { ...chosen, image: { source: 'art', art: 'waves' } })
    const waves = { ...chosen, image: { source: 'art', art: 'waves' } }
    await step(() => t.user.click(designer().getByRole('radio', { name: 'Pick a colour' })), {
      ...waves,
      palette: 'custom',
      color: '#1f3a5f',
    })
    await step(() => t.user.click(designer().getByRole('button', { name: '#9f1239' })), { ...waves, palette: 'custom', color: '#9f1239' })
    const hex = designer().getByLabelText('Hex colour')
    await step(
      async () => {
        await t.user.clear(hex)
        await t.user.type(hex, '0a7')
      },
      { ...waves, palette: 'custom', color: '#00aa77' },
    )

    // The theme is the book's own setting, beside its colours.
    const before = t.sent.length
    await t.user.click(designer().getByRole('radio', { name: "Theme's colours" }))
    await t.user.selectOptions(designer().getByLabelText('Theme'), 'elegant')
    expect(t.doc().publishing?.theme).toBe('elegant')
    await waitFor(() => expect(t.sent.at(-1)?.payload.theme).toBe('elegant'))
    expect(t.sent.length).toBeGreaterThan(before)

    // The square size is previewed and downloaded as the square cover.
    await t.user.click(designer().getByRole('radio', { name: 'Square' }))
    await waitFor(() => expect(t.sent.at(-1)?.size).toBe('square'))
    await t.user.click(designer().getByRole('button', { name: 'Download' }))
    expect(t.exporter.start).toHaveBeenCalledWith('cover-square')
  })

  it('keeps a colour that is not one out of the design and says why', async () => {
    const t = setup({
      ...start,
      publishing: { cover: { layout: 'band', font: 'theme', palette: 'custom', color: '#123456', image: { source: 'art', art: 'rings' } } },
    })
    const hex = designer().getByLabelText('Hex colour')
    await t.user.clear(hex)
    await t.user.type(hex, '#12zz')
    expect(designer().getByText('Enter a colour as #rrggbb.')).toBeInTheDocument()
    expect(hex).toHaveAttribute('aria-invalid', 'true')
    expect(t.doc().publishing?.cover?.color).toBe('#123456')
  })

  it('drops an answer that arrives after a newer request, and aborts the older one', async () => {
    const t = setup(start, { autoAnswer: false })
    await waitFor(() => expect(t.sent).toHaveLength(1))
    await t.user.click(designer().getByRole('radio', { name: 'Minimal' }))
    await waitFor(() => expect(t.sent).toHaveLength(2))
    expect(t.sent[0]?.signal.aborted).toBe(true)
    expect(designer().getByRole('status')).toHaveTextContent('Updating…')

    await act(async () => t.sent[1]?.answer(new Blob(['minimal'])))
    await waitFor(() => expect(shownImage()).toHaveAttribute('src', 'blob:preview-1'))
    // The older design's image comes late: it is not shown.
    await act(async () => t.sent[0]?.answer(new Blob(['bold'])))
    expect(shownImage()).toHaveAttribute('src', 'blob:preview-1')
    expect(designer().getByRole('status')).toHaveTextContent('Up to date')

    // The next change keeps the last image on screen while it is drawn.
    await t.user.click(designer().getByRole('radio', { name: 'Framed image' }))
    await waitFor(() => expect(t.sent).toHaveLength(3))
    expect(shownImage()).toHaveAttribute('src', 'blob:preview-1')
    expect(designer().getByRole('status')).toHaveTextContent('Updating…')
  })

  it('shows a busy export service with Try again, and a refusal the creator can fix without it', async () => {
    const t = setup(start, { autoAnswer: false })
    await waitFor(() => expect(t.sent).toHaveLength(1))
    // Busy: asked again by itself twice, then the message.
    for (const n of [0, 1, 2]) {
      await waitFor(() => expect(t.sent).toHaveLength(n + 1))
      await act(async () => t.sent[n]?.answer(apiError(n === 1 ? 'rate_limited' : 'export_busy', n === 1 ? 429 : 503)))
    }
    const alert = await designer().findByRole('alert')
    expect(alert).toHaveTextContent('The export service is busy with other files. Try the preview again in a moment.')
    expect(t.sent).toHaveLength(3)
    await t.user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(t.sent).toHaveLength(4)
    await act(async () => t.sent[3]?.answer(new Blob(['ok'])))
    await waitFor(() => expect(shownImage()).toHaveAttribute('src', 'blob:preview-1'))
    expect(designer().queryByRole('alert')).toBeNull()

    await t.user.click(designer().getByRole('radio', { name: 'Centred classic' }))
    await waitFor(() => expect(t.sent).toHaveLength(5))
    await act(async () => t.sent[4]?.answer(apiError('unprintable_characters', 422, 'No font has “𓀀” (in the title).')))
    const refused = await designer().findByRole('alert')
    expect(refused).toHaveTextContent('422: No font has “𓀀” (in the title).')
    expect(refused).toHaveTextContent('Change what the message names, and the preview tries again by itself.')
    expect(within(refused).queryByRole('button')).toBeNull()
    // The last good image stays under the message.
    expect(shownImage()).toHaveAttribute('src', 'blob:preview-1')
  })

  it('uploads a file as a project image and puts its id in the design; the AI option is offered beside it', async () => {
    const uploads: string[] = []
    const t = setup()
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      uploads.push(`${init?.method ?? 'GET'} ${url}`)
      return new Response(
        JSON.stringify({ id: IMAGE_ID, contentType: 'image/png', byteSize: 3, width: 600, height: 900, createdAt: '2026-11-28T00:00:00Z' }),
        { status: 201, headers: { 'Content-Type': 'application/json' } },
      )
    })
    expect(designer().getByRole('radio', { name: 'AI image' })).toBeEnabled()
    expect(designer().getByRole('radio', { name: 'From the image' })).toBeDisabled()

    await t.user.click(designer().getByRole('radio', { name: 'Upload' }))
    // Choosing the tab changes nothing until there is an image.
    expect(t.doc().publishing?.cover).toBeUndefined()
    await t.user.upload(
      designer().getByLabelText('Choose an image'),
      new File([new Uint8Array([1, 2, 3])], 'cover.png', { type: 'image/png' }),
    )
    await waitFor(() => expect(t.doc().publishing?.cover?.image).toEqual({ source: 'upload', imageId: IMAGE_ID }))
    expect(uploads).toEqual(['POST /api/projects/00000000-0000-4000-8000-0000000000aa/images'])
    await waitFor(() => expect(t.sent.at(-1)?.payload.cover?.image).toEqual({ source: 'upload', imageId: IMAGE_ID }))
    expect(await designer().findByRole('img', { name: 'The uploaded cover image' })).toBeInTheDocument()

    await t.user.click(designer().getByRole('radio', { name: 'From the image' }))
    expect(t.doc().publishing?.cover?.palette).toBe('image')
    // Back to built-in art: the image's colours go with the image.
    await t.user.click(designer().getByRole('radio', { name: 'Built-in art' }))
    expect(t.doc().publishing?.cover).toMatchObject({ palette: 'theme', image: { source: 'art', art: 'auto' } })
  })
})
