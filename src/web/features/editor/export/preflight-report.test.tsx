// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PreflightReport } from '@core/export-preflight.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { setUpEditorPanelTests } from '../../../../../tests/support/editor-panel-test.ts'
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
  publishing: { trimSize: '6x9', print: true },
}

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
  issues: [],
}

function Editor() {
  const exporter = useExport(() => doc)
  const preflight = usePreflight(() => doc, 'a1b2')
  return <ExportSection control={exporter} preflight={preflight} doc={doc} onEdit={() => {}} />
}

describe('the Export section’s print check (decision 57)', () => {
  it('sends the document to the preflight route and lists each check, passing or not', async () => {
    const sent: { url: string; body: Record<string, unknown> }[] = []
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> })
      return Response.json(report)
    })
    render(<Editor />)
    const group = screen.getByRole('group', { name: 'Preflight (print PDF)' })
    expect(within(group).queryByRole('list')).not.toBeInTheDocument()
    await userEvent.setup().click(within(group).getByRole('button', { name: 'Check for print' }))
    const list = await within(group).findByRole('list', { name: 'Print check' })
    expect(sent).toEqual([
      { url: '/api/export/preflight', body: expect.objectContaining({ title: doc.title, trimSize: '6x9', print: true }) },
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
    ])
  })

  it('says why the check failed', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 'export_busy', message: 'Too many exports at once.' }, { status: 429 }))
    render(<Editor />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check for print' }))
    expect(await screen.findByText(/./, { selector: '.text-destructive' })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Print check' })).not.toBeInTheDocument()
  })
})
