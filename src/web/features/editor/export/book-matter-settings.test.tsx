// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DISCLAIMER_SUGGESTIONS } from '@core/book-matter.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { ExportSection } from './export-section.tsx'
import { useExport } from './use-export.ts'

const PROJECT_ID = '3f0c8a62-1d4b-4e7a-9b3c-5d2e8f1a6c47'
const IMAGE_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d'
const book: ProjectDocument = {
  title: 'Golf for Life',
  subtitle: 'Lower Scores at Any Age',
  description: '',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [
    { id: '00000000-0000-4000-8000-000000000001', title: 'Introduction', content: 'Hi', matter: 'front' },
    { id: '00000000-0000-4000-8000-000000000002', title: 'Grip', content: 'Hold' },
  ],
}

beforeAll(async () => {
  await import('@core/publishing-schemas.ts')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The server's part: an image upload, the image itself, and the export (whose JSON bodies are kept). */
function api() {
  const sent: { url: string; body: Record<string, unknown> }[] = []
  const uploads: string[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.endsWith('/images') && init?.method === 'POST') {
      uploads.push(url)
      return Response.json({
        id: IMAGE_ID,
        contentType: 'image/png',
        byteSize: 4,
        width: 1,
        height: 1,
        createdAt: '2026-11-28T00:00:00.000Z',
      })
    }
    if (init?.method === 'GET') return new Response('png', { headers: { 'Content-Type': 'image/png' } })
    sent.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> })
    return new Response('%PDF-1.7', { headers: { 'Content-Disposition': 'attachment; filename="golf.pdf"' } })
  })
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} }))
  return { sent, uploads }
}

function setup(start: ProjectDocument = book, onEditSubtitle?: () => void) {
  let latest = start
  function Editor() {
    const [doc, setDoc] = useState(start)
    latest = doc
    const exporter = useExport(() => latest, PROJECT_ID)
    return (
      <ExportSection
        control={exporter}
        doc={doc}
        projectId={PROJECT_ID}
        {...(onEditSubtitle ? { onEditSubtitle } : {})}
        onEdit={(change) => setDoc((d) => change(d))}
      />
    )
  }
  render(<Editor />)
  return { doc: () => latest }
}

async function openPanel() {
  const user = userEvent.setup()
  const toggle = screen.getByRole('button', { name: /^Book matter/ })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await user.click(toggle)
  return { user, panel: screen.getByRole('group', { name: 'Book matter' }) }
}

describe('the Export card’s Book matter panel (issue 29)', () => {
  it('keeps every field in the publishing settings and sends them, the subtitle and the chapters’ matter with the export', async () => {
    const { sent, uploads } = api()
    const editor = setup()
    expect(screen.getByRole('button', { name: /^Book matter/ })).toHaveTextContent(
      'Edition, ISBN, disclaimer, About the Author, closing pages',
    )
    const { user, panel } = await openPanel()
    const get = (label: string) => within(panel).getByLabelText(label)
    await user.type(get('Edition'), 'First edition, March 2027')
    await user.type(get('ISBN'), '978-0-306-40615-7')
    await user.type(get('Imprint or publisher'), 'Bright Fern Press')
    await user.click(within(panel).getByRole('button', { name: 'Use suggested disclaimer' }))
    expect(get('Disclaimer')).toHaveValue(DISCLAIMER_SUGGESTIONS.guide)
    expect(within(panel).queryByRole('button', { name: 'Use suggested disclaimer' })).not.toBeInTheDocument()
    await user.type(get('Disclaimer'), ' Play safe.')
    await user.type(get('Closing page heading'), 'Enjoyed it?')
    await user.type(get('Closing page text'), 'Leave a review.')
    await user.type(get('Closing page link'), 'https://example.com/review')
    await user.type(get('About the Author'), 'Ana has coached golfers for twenty years.')
    await user.upload(get('Author photo'), new File(['png'], 'ana.png', { type: 'image/png' }))
    await waitFor(() => expect(editor.doc().publishing?.authorPhoto).toBe(`asset:${IMAGE_ID}`))
    expect(uploads).toEqual([`/api/projects/${PROJECT_ID}/images`])
    expect(await within(panel).findByRole('img', { name: 'Author photo' })).toHaveAttribute('src', 'blob:photo')
    await user.click(within(panel).getByRole('button', { name: 'Add a title' }))
    expect(get('Title 1')).toHaveFocus()
    await user.keyboard('Putting for Life')
    await user.click(within(panel).getByRole('button', { name: 'Add a title' }))
    await user.keyboard('The Short Game')

    const publishing = {
      edition: 'First edition, March 2027',
      isbn: '978-0-306-40615-7',
      imprint: 'Bright Fern Press',
      disclaimer: `${DISCLAIMER_SUGGESTIONS.guide} Play safe.`,
      callToAction: { heading: 'Enjoyed it?', text: 'Leave a review.', url: 'https://example.com/review' },
      aboutAuthor: 'Ana has coached golfers for twenty years.',
      authorPhoto: `asset:${IMAGE_ID}`,
      alsoBy: ['Putting for Life', 'The Short Game'],
    }
    expect(editor.doc().publishing).toEqual(publishing)
    expect(screen.getByRole('button', { name: /^Book matter/ })).toHaveTextContent(
      'edition · ISBN · imprint · disclaimer · About the Author · Also by (2) · closing page',
    )

    await user.click(screen.getByRole('button', { name: 'Export as PDF' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.body).toMatchObject({
      subtitle: 'Lower Scores at Any Age',
      chapters: [{ title: 'Introduction', matter: 'front' }, { title: 'Grip' }],
      ...publishing,
    })
  })

  it('shows the shared schema’s message under a refused ISBN or link and keeps the last good value', async () => {
    api()
    const editor = setup({ ...book, publishing: { isbn: '0-306-40615-2', callToAction: { url: 'https://a.example/x' } } })
    const { user, panel } = await openPanel()
    const isbn = within(panel).getByLabelText('ISBN')
    expect(isbn).toHaveValue('0-306-40615-2')
    await user.type(isbn, '1')
    expect(isbn).toHaveAttribute('aria-invalid', 'true')
    expect(isbn).toHaveAccessibleDescription(expect.stringContaining('Enter a valid ISBN-10 or ISBN-13 (digits and hyphens).'))
    expect(editor.doc().publishing?.isbn).toBe('0-306-40615-2')
    await user.clear(isbn)
    expect(isbn).not.toHaveAttribute('aria-invalid')
    expect(editor.doc().publishing).not.toHaveProperty('isbn')

    const link = within(panel).getByLabelText('Closing page link')
    await user.clear(link)
    expect(editor.doc()).not.toHaveProperty('publishing')
    await user.type(link, 'example.com')
    expect(within(panel).getByText('Enter a web address starting with https:// or http://.')).toBeInTheDocument()
    expect(editor.doc()).not.toHaveProperty('publishing')
  })

  it('reorders and removes Also by titles with buttons, the focus following the title', async () => {
    api()
    const editor = setup({ ...book, publishing: { alsoBy: ['One', 'Two', 'Three'] } })
    const { user, panel } = await openPanel()
    const titles = () =>
      within(panel)
        .getAllByRole('textbox', { name: /^Title \d/ })
        .map((input) => (input as HTMLInputElement).value)
    expect(titles()).toEqual(['One', 'Two', 'Three'])
    expect(within(panel).getByRole('button', { name: 'Move “One” up' })).toBeDisabled()
    await user.click(within(panel).getByRole('button', { name: 'Move “One” down' }))
    expect(titles()).toEqual(['Two', 'One', 'Three'])
    expect(editor.doc().publishing?.alsoBy).toEqual(['Two', 'One', 'Three'])
    expect(within(panel).getByRole('button', { name: 'Move “One” down' })).toHaveFocus()
    await user.click(within(panel).getByRole('button', { name: 'Move “Three” up' }))
    expect(editor.doc().publishing?.alsoBy).toEqual(['Two', 'Three', 'One'])
    await user.click(within(panel).getByRole('button', { name: 'Move “Three” up' }))
    // At the top the up button is disabled: the focus moves to its neighbour.
    expect(within(panel).getByRole('button', { name: 'Move “Three” down' })).toHaveFocus()
    await user.click(within(panel).getByRole('button', { name: 'Remove “Two”' }))
    expect(titles()).toEqual(['Three', 'One'])
    expect(within(panel).getByRole('textbox', { name: 'Title 2' })).toHaveFocus()
    // An empty row is not a title; none left, no setting.
    await user.click(within(panel).getByRole('button', { name: 'Add a title' }))
    expect(editor.doc().publishing?.alsoBy).toEqual(['Three', 'One'])
    for (const name of ['Remove “Three”', 'Remove “One”', 'Remove “Title 1”']) await user.click(within(panel).getByRole('button', { name }))
    expect(within(panel).getByRole('button', { name: 'Add a title' })).toHaveFocus()
    expect(editor.doc()).not.toHaveProperty('publishing')
  })

  it('removes the photo; names the project’s subtitle and leads to it', async () => {
    api()
    const toSubtitle = vi.fn()
    const editor = setup({ ...book, publishing: { authorPhoto: `asset:${IMAGE_ID}` } }, toSubtitle)
    const { user, panel } = await openPanel()
    expect(within(panel).getByText(/Subtitle: “Lower Scores at Any Age”/)).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Edit subtitle' }))
    expect(toSubtitle).toHaveBeenCalledOnce()
    expect(await within(panel).findByRole('img', { name: 'Author photo' })).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Remove photo' }))
    expect(editor.doc()).not.toHaveProperty('publishing')
    expect(within(panel).queryByRole('img', { name: 'Author photo' })).not.toBeInTheDocument()
    expect(within(panel).getByLabelText('Author photo')).toHaveFocus()
  })
})
