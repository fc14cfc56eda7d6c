// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PreflightReport } from '@core/export-preflight.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Toaster } from '@web/components/ui/toaster.tsx'
import { setUpEditorPanelTests, toasts } from '../../../../../tests/support/editor-panel-test.ts'
import { ExportSection } from './export-section.tsx'
import { useExport } from './use-export.ts'
import { usePreflight } from './use-preflight.ts'

setUpEditorPanelTests(() => import('@core/publishing-schemas.ts'))

const doc: ProjectDocument = {
  title: 'Swing Stronger After 40',
  description: 'Strength for golfers',
  productType: 'ebook',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [{ id: '00000000-0000-4000-8000-000000000001', title: 'One', content: '## One\n\nText' }],
  publishing: { author: 'Jane Doe', theme: 'modern' },
}

/** The export requests, answered with a JPEG named as the server names it; `hold` keeps the answer back. */
function coverApi() {
  const sent: { url: string; body: Record<string, unknown> }[] = []
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> })
    await held
    const name = url.includes('square') ? 'swing-stronger-after-40-square.jpg' : 'swing-stronger-after-40-cover.jpg'
    return new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
      headers: { 'Content-Type': 'image/jpeg', 'Content-Disposition': `attachment; filename="${name}"` },
    })
  })
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }))
  return { sent, release }
}

function Editor() {
  const exporter = useExport(() => doc)
  return (
    <>
      <ExportSection control={exporter} doc={doc} onEdit={() => {}} />
      <Toaster />
    </>
  )
}

/** Waits for a toast, finding the region afresh each time: Radix mounts it again when the first toast opens. */
const toastSaying = (text: string) => waitFor(() => expect(toasts().getByText(text)).toBeInTheDocument(), { timeout: 5000 })

describe('the Export section’s cover images (decisions 52 and 86)', () => {
  it('downloads the tall cover and the square one with the document and its settings, one export at a time, with toasts', async () => {
    const api = coverApi()
    render(<Editor />)
    const user = userEvent.setup()
    // Folded under the export buttons (decision 86), like the publishing settings.
    expect(screen.queryByRole('group', { name: 'Listing images' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Cover and listing images/ }))
    const group = screen.getByRole('group', { name: 'Listing images' })
    const cover = within(group).getByRole('button', { name: 'Download Ebook cover (1600 × 2560)' })
    const square = within(group).getByRole('button', { name: 'Download Square (2000 × 2000)' })
    await user.click(cover)
    await waitFor(() => expect(api.sent).toHaveLength(1))
    expect(api.sent[0]).toEqual({
      url: '/api/export/cover',
      body: expect.objectContaining({ title: doc.title, productType: 'ebook', author: 'Jane Doe', theme: 'modern' }),
    })
    // While it is prepared: the badge, and no second export.
    expect(screen.getByText('Preparing your export...')).toBeInTheDocument()
    expect(square).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Export as PDF' })).toBeDisabled()
    api.release()
    await toastSaying('Cover Export Complete')
    expect(toasts().getByText('Downloaded: swing-stronger-after-40-cover.jpg')).toBeInTheDocument()

    await waitFor(() => expect(square).toBeEnabled())
    await user.click(square)
    await toastSaying('Square Cover Export Complete')
    expect(toasts().getByText('Downloaded: swing-stronger-after-40-square.jpg')).toBeInTheDocument()
    expect(api.sent[1]?.url).toBe('/api/export/cover?size=square')
  })

  it('downloads the paperback wrap cover from its own choice (decision 83)', async () => {
    const api = coverApi()
    api.release()
    render(<Editor />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Paperback cover (PDF)' }))
    await toastSaying('Paperback Cover Export Complete')
    expect(api.sent[0]).toEqual({
      url: '/api/export/cover?size=wrap',
      body: expect.objectContaining({ title: doc.title, author: 'Jane Doe', theme: 'modern' }),
    })
  })

  it('says when the cover failed, in the failure toast', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: 'internal', message: 'The Cover file could not be created. Please try again.' }, { status: 500 }),
    )
    render(<Editor />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /^Cover and listing images/ }))
    await user.click(screen.getByRole('button', { name: 'Download Square (2000 × 2000)' }))
    await toastSaying('Square Cover Export Failed')
  })
})

const printDoc: ProjectDocument = { ...doc, publishing: { trimSize: '6x9', print: true } }

/** A short book with one low-resolution image and Korean text, as the server reports it. */
const report: PreflightReport = {
  pages: 9,
  trimSize: '6x9',
  print: true,
  fontsEmbedded: true,
  fonts: ['LibertinusSerif-Regular'],
  images: [
    { alt: 'Grip chart', widthPx: 600, heightPx: 300, dpi: 150, ok: false },
    { alt: 'Swing photo', widthPx: 2400, heightPx: 1200, dpi: 552, ok: true },
  ],
  unprintable: [{ chapter: 'Chapter 1 (“One”)', characters: ['안', '녕'] }],
  cover: { paper: 'white', widthInches: 12.2703, heightInches: 9.25, spineInches: 0.0203, spineText: false },
  issues: [],
}

function PrintEditor() {
  const exporter = useExport(() => printDoc)
  const preflight = usePreflight(() => printDoc, 'a1b2')
  return <ExportSection control={exporter} preflight={preflight} doc={printDoc} onEdit={() => {}} />
}

describe('the Export section’s print check (decision 57)', () => {
  it('sends the document to the preflight route and lists each check, passing or not', async () => {
    const sent: { url: string; body: Record<string, unknown> }[] = []
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> })
      return Response.json(report)
    })
    render(<PrintEditor />)
    const group = screen.getByRole('group', { name: 'Preflight (print PDF)' })
    expect(within(group).queryByRole('list')).not.toBeInTheDocument()
    await userEvent.setup().click(within(group).getByRole('button', { name: 'Check for print' }))
    const list = await within(group).findByRole('list', { name: 'Print check' })
    expect(sent).toEqual([
      { url: '/api/export/preflight', body: expect.objectContaining({ title: printDoc.title, trimSize: '6x9', print: true }) },
    ])
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Check: 9 pages (a KDP paperback needs 24–828)',
      'Passes: Trade paperback (6 × 9 in), print interior',
      'Passes: All fonts embedded',
      'Check: Below 300 dpi: Grip chart (150 dpi)',
      'Check: Cannot print: Chapter 1 (“One”): 안 (U+C548), 녕 (U+B155)',
      'Passes: Paperback cover 12.270 in × 9.250 in with bleed; spine 0.020 in for 9 pages on white paper',
      'Passes: No spine text: KDP prints it only on books of more than 79 pages',
    ])
  })

  it('says why the check failed', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 'export_busy', message: 'Too many exports at once.' }, { status: 429 }))
    render(<PrintEditor />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check for print' }))
    expect(await screen.findByText(/./, { selector: '.text-destructive' })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Print check' })).not.toBeInTheDocument()
  })
})
