// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { AI_DISCLOSURE_SUGGESTION } from '@core/publishing.ts'
import { ExportSection } from './export-section.tsx'
import { useExport } from './use-export.ts'

const spanish: ProjectDocument = {
  title: 'Guía de fotografía para principiantes',
  description: 'Cómo hacer mejores fotos con tu teléfono',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [
    { id: '00000000-0000-4000-8000-000000000001', title: 'La luz', content: '## La luz\n\nLa luz es lo más importante de una foto.' },
  ],
}

beforeAll(async () => {
  // The form checks fields with the shared zod schemas; transforming them cold can outlast findBy's wait.
  await import('@core/publishing-schemas.ts')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The export requests the section sends, by format, with their JSON bodies. */
function exportApi() {
  const sent: { url: string; body: Record<string, unknown> }[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> })
    return new Response('%PDF-1.7', { headers: { 'Content-Disposition': 'attachment; filename="guia.pdf"' } })
  })
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }))
  return sent
}

/** The editor's part: the document, changed through the section's edits as the editor's update does. */
function setup(start: ProjectDocument = spanish) {
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

/** One change from the old text to the new, as a paste over a selection makes (typing would pass through every prefix). */
async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  const input = field as HTMLInputElement
  input.focus()
  input.setSelectionRange(0, input.value.length)
  await user.paste(text)
}

async function openSettings() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: /Publishing settings/ }))
  return user
}

describe('the Export section’s publishing settings', () => {
  it('sends the author, 6 × 9, print and the language it shows with every export, and keeps them in the document', async () => {
    const sent = exportApi()
    const editor = setup()
    const toggle = screen.getByRole('button', { name: /Publishing settings/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveTextContent('US Letter · Spanish · no author')
    const user = await openSettings()

    // Unset, the language is the one the export reads from the text, and says so.
    expect(screen.getByLabelText('Language')).toHaveDisplayValue('Spanish (read from the text)')
    await user.type(screen.getByLabelText('Author'), 'Ana Pérez')
    await user.selectOptions(screen.getByLabelText('Trim size'), 'Trade paperback (6 × 9 in)')
    await user.click(screen.getByRole('checkbox', { name: /Print interior/ }))
    await user.selectOptions(screen.getByLabelText('Language'), 'Spanish')
    expect(editor.doc()).toMatchObject({ language: 'es', publishing: { author: 'Ana Pérez', trimSize: '6x9', print: true } })
    expect(toggle).toHaveTextContent('6 × 9 in · print · Spanish · Ana Pérez')

    await user.click(screen.getByRole('button', { name: 'Export as PDF' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.url).toBe('/api/export/pdf')
    expect(sent[0]?.body).toMatchObject({ title: spanish.title, language: 'es', author: 'Ana Pérez', trimSize: '6x9', print: true })
    await user.click(screen.getByRole('button', { name: 'Export as EPUB' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]?.body).toMatchObject({ language: 'es', author: 'Ana Pérez', trimSize: '6x9', print: true })
  })

  it("shows the project's own language, and takes any BCP 47 tag under Other", async () => {
    const editor = setup({ ...spanish, language: 'fr' })
    const user = await openSettings()
    expect(screen.getByLabelText('Language')).toHaveDisplayValue('French')
    await user.selectOptions(screen.getByLabelText('Language'), 'Other (BCP 47 tag)')
    const tag = screen.getByLabelText('Language tag')
    expect(tag).toHaveValue('fr')
    await replaceText(user, tag, 'Portuguese')
    expect(screen.getByText('Use a BCP 47 language tag such as en, es or pt-BR.')).toBeInTheDocument()
    expect(tag).toHaveAttribute('aria-invalid', 'true')
    expect(editor.doc().language).toBe('fr')
    await replaceText(user, tag, 'pt-br')
    expect(tag).not.toHaveAttribute('aria-invalid')
    expect(editor.doc().language).toBe('pt-BR')
    // Back to reading it from the text: the project then names none.
    await user.selectOptions(screen.getByLabelText('Language'), 'Spanish (read from the text)')
    expect(editor.doc()).not.toHaveProperty('language')
  })

  it('shows what the schema refuses under the field and keeps it out of the document', async () => {
    const editor = setup({ ...spanish, publishing: { year: 2025 } })
    const user = await openSettings()
    const year = screen.getByLabelText('Year')
    expect(year).toHaveValue('2025')
    for (const wrong of ['1800', '20.5', 'next']) {
      await replaceText(user, year, wrong)
      expect(year).toHaveAccessibleDescription('Enter a year from 1900 to 2100.')
      expect(editor.doc().publishing).toEqual({ year: 2025 })
    }
    await replaceText(user, year, '2026')
    expect(year).not.toHaveAttribute('aria-invalid')
    expect(editor.doc().publishing).toEqual({ year: 2026 })
    await user.clear(year)
    expect(editor.doc()).not.toHaveProperty('publishing')

    await user.click(screen.getByLabelText('Author'))
    await user.paste('x'.repeat(121))
    expect(screen.getByLabelText('Author')).toHaveAccessibleDescription('Keep the author to 120 characters.')
    expect(editor.doc()).not.toHaveProperty('publishing')
  })

  it('fills the suggested AI-disclosure line, keeps edits to it, and drops it when unticked', async () => {
    const editor = setup()
    const user = await openSettings()
    expect(screen.queryByLabelText('AI-disclosure line')).not.toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: /Add an AI-disclosure line/ }))
    const line = screen.getByLabelText('AI-disclosure line')
    expect(line).toHaveValue(AI_DISCLOSURE_SUGGESTION)
    expect(editor.doc().publishing).toEqual({ aiDisclosure: AI_DISCLOSURE_SUGGESTION })
    await user.clear(line)
    await user.type(line, 'Written with AI help.')
    expect(editor.doc().publishing).toEqual({ aiDisclosure: 'Written with AI help.' })
    await user.click(screen.getByRole('checkbox', { name: /Add an AI-disclosure line/ }))
    expect(screen.queryByLabelText('AI-disclosure line')).not.toBeInTheDocument()
    expect(editor.doc()).not.toHaveProperty('publishing')
  })

  it('takes the author bio and the paper, shows what the bio may not hold, and the paperback cover sends both (issue 27)', async () => {
    const sent = exportApi()
    const editor = setup()
    const user = await openSettings()
    const paper = screen.getByLabelText('Paper')
    expect(paper).toHaveDisplayValue('White')
    expect(paper).toHaveAccessibleDescription(/sets the spine width/)
    expect([...(paper as HTMLSelectElement).options].map((o) => o.text)).toEqual(['White', 'Cream', 'Colour'])
    await user.selectOptions(paper, 'Cream')
    const bio = screen.getByLabelText('Author bio')
    expect(bio.tagName).toBe('TEXTAREA')
    expect(bio).toHaveAccessibleDescription(/back cover/)
    await user.click(bio)
    await user.paste('x'.repeat(601))
    expect(bio).toHaveAccessibleDescription(/600 characters/)
    expect(editor.doc().publishing).toEqual({ paper: 'cream' })
    await replaceText(user, bio, 'Ana Pérez has taught photography for fifteen years.')
    expect(editor.doc().publishing).toEqual({ paper: 'cream', authorBio: 'Ana Pérez has taught photography for fifteen years.' })

    await user.click(screen.getByRole('button', { name: 'Paperback cover (PDF)' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.url).toBe('/api/export/cover?size=wrap')
    expect(sent[0]?.body).toMatchObject({ paper: 'cream', authorBio: 'Ana Pérez has taught photography for fifteen years.' })
    await user.clear(bio)
    expect(editor.doc().publishing).toEqual({ paper: 'cream' })
  })

  it('sets the theme and the copyright holder', async () => {
    const editor = setup()
    const user = await openSettings()
    await user.selectOptions(screen.getByLabelText('Theme'), 'Elegant')
    await user.type(screen.getByLabelText('Copyright holder'), '  Ana Pérez ')
    expect(editor.doc().publishing).toEqual({ theme: 'elegant', copyright: 'Ana Pérez' })
    expect(screen.getByLabelText('Copyright holder')).toHaveValue('  Ana Pérez ')
  })
})
