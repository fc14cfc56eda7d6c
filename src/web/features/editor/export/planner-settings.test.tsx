// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { ExportSection, PRINTABLE_EXPORT_TEXT } from './export-section.tsx'
import { useExport } from './use-export.ts'

const planner: ProjectDocument = {
  title: 'Fit Year Planner',
  description: 'Workouts and meals',
  productType: 'planner',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [
    { id: '00000000-0000-4000-8000-000000000001', title: 'Weeks', content: '## Weeks\n\n- Rest on Sundays', pageTemplate: 'week' },
  ],
}
const checklist: ProjectDocument = {
  ...planner,
  title: 'Moving House',
  productType: 'checklist',
  chapters: [{ id: '00000000-0000-4000-8000-000000000002', title: 'Before', content: '- [ ] Book the van', pageTemplate: 'checklist' }],
}

beforeAll(async () => {
  await import('@core/publishing-schemas.ts')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function exportApi() {
  const sent: { url: string; body: Record<string, unknown> }[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> })
    return new Response('PK', { headers: { 'Content-Disposition': 'attachment; filename="fit-year-planner-printables.zip"' } })
  })
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }))
  return sent
}

function setup(start: ProjectDocument) {
  let latest = start
  function Editor() {
    const [doc, setDoc] = useState(start)
    latest = doc
    const exporter = useExport(() => latest)
    return <ExportSection control={exporter} doc={doc} onEdit={(change) => setDoc((d) => change(d))} />
  }
  render(<Editor />)
  return { doc: () => latest }
}

const buttons = () => screen.getAllByRole('button', { name: /^(Export as|Download all)/ }).map((b) => b.textContent)

describe("a planner's settings and printables' exports (decision 95)", () => {
  it('sets year 2027, September, Sunday, 6 months, digital and fillable; every export sends them', async () => {
    const sent = exportApi()
    const editor = setup(planner)
    const user = userEvent.setup()
    const toggle = screen.getByRole('button', { name: /Planner settings/ })
    expect(toggle).toHaveTextContent('Undated · from January · Monday first · 12 months')
    await user.click(toggle)
    const group = within(screen.getByRole('group', { name: 'Planner settings' }))
    expect(group.getByLabelText('Planner year')).toHaveAccessibleDescription('Leave empty for undated pages the buyer dates by hand.')
    await user.type(group.getByLabelText('Planner year'), '2027')
    await user.selectOptions(group.getByLabelText('Start month'), 'September')
    await user.selectOptions(group.getByLabelText('Week starts on'), 'Sunday')
    await user.type(group.getByLabelText('Months'), '6')
    const digital = group.getByRole('checkbox', { name: /Digital planner/ })
    expect(digital).toHaveAccessibleName(expect.stringContaining('2,388 × 1,668 px (iPad 11")'))
    await user.click(digital)
    await user.click(group.getByRole('checkbox', { name: /Fillable form fields/ }))
    const settings = {
      plannerYear: 2027,
      plannerStartMonth: 9,
      weekStart: 'sunday',
      plannerMonths: 6,
      digitalPlanner: true,
      fillable: true,
    }
    expect(editor.doc().publishing).toEqual(settings)
    expect(toggle).toHaveTextContent('2027 · from September · Sunday first · 6 months · digital · fillable')

    await user.click(screen.getByRole('button', { name: 'Download all sizes (ZIP)' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.url).toBe('/api/export/bundle')
    expect(sent[0]?.body).toMatchObject({ ...settings, chapters: [{ title: 'Weeks', pageTemplate: 'week' }] })
    await user.click(screen.getByRole('button', { name: 'Export as PDF' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]?.url).toBe('/api/export/pdf')
    expect(sent[1]?.body).toMatchObject(settings)
  })

  it("shows the shared schema's message for a year or months out of range, and keeps them out of the document", async () => {
    const editor = setup({ ...planner, publishing: { plannerYear: 2026 } })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Planner settings/ }))
    const year = screen.getByLabelText('Planner year')
    await user.clear(year)
    await user.type(year, '1999')
    expect(screen.getByText('Enter a planner year from 2000 to 2100.')).toBeInTheDocument()
    expect(year).toHaveAttribute('aria-invalid', 'true')
    // Emptied first, then never valid: the document has no year.
    expect(editor.doc()).not.toHaveProperty('publishing')
    await user.type(screen.getByLabelText('Months'), '25')
    expect(screen.getByText('Choose from 1 to 24 months.')).toBeInTheDocument()
    expect(editor.doc().publishing).toEqual({ plannerMonths: 2 })
    await user.clear(year)
    // Empty is undated: no year at all.
    expect(year).not.toHaveAttribute('aria-invalid')
    expect(editor.doc().publishing).toEqual({ plannerMonths: 2 })
  })

  it('offers the ZIP beside the PDF and no EPUB for a planner, saying why', () => {
    setup(planner)
    expect(buttons()).toEqual(['Export as PDF', 'Download all sizes (ZIP)', 'Export as DOCX', 'Export as Markdown'])
    expect(screen.getByText(PRINTABLE_EXPORT_TEXT.noEpub)).toBeInTheDocument()
    expect(PRINTABLE_EXPORT_TEXT.noEpub).toBe(
      'Planners are pages to write on; e-readers reflow text. Use the PDF, or the digital planner for tablets.',
    )
  })

  it('keeps the EPUB for a checklist, whose settings are the fillable fields only', async () => {
    const editor = setup(checklist)
    expect(buttons()).toEqual(['Export as PDF', 'Download all sizes (ZIP)', 'Export as DOCX', 'Export as EPUB', 'Export as Markdown'])
    expect(screen.queryByText(PRINTABLE_EXPORT_TEXT.noEpub)).toBeNull()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Checklist settings/ }))
    const group = within(screen.getByRole('group', { name: 'Checklist settings' }))
    expect(group.queryByLabelText('Planner year')).toBeNull()
    expect(group.queryByRole('checkbox', { name: /Digital planner/ })).toBeNull()
    await user.click(group.getByRole('checkbox', { name: /Fillable form fields/ }))
    expect(editor.doc().publishing).toEqual({ fillable: true })
  })

  it('leaves a book’s export as it was: four formats, no printables’ settings', () => {
    setup({ ...planner, productType: 'ebook' })
    expect(buttons()).toEqual(['Export as PDF', 'Export as DOCX', 'Export as EPUB', 'Export as Markdown'])
    expect(screen.queryByRole('button', { name: /Planner settings/ })).toBeNull()
  })
})
