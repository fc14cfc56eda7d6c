// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { useState } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { toasts, setUpEditorPanelTests } from '../../../../../tests/support/editor-panel-test.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { Toaster } from '@web/components/ui/toaster.tsx'
import type { ChapterEdits } from '../chapter-edits.ts'
import { NEW_CHAPTER_CONTENT } from '../document-edits.ts'
import { isUnwritten } from './unwritten.ts'
import { WriteChapterPanel } from './write-chapter-panel.tsx'

vi.mock('@web/lib/auth/auth-store.ts', () => import('../../../../../tests/support/signed-in-auth-store.ts'))
setUpEditorPanelTests(() => import('@core/generation-schemas.ts'))

const projectId = '0d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a00ff'
const ids = ['0d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a0001', '0d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a0002'] as const
const start: ProjectDocument = {
  title: 'Swing Stronger',
  description: 'Golf after 40.',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: 'golfers over 40',
  currentChapterIndex: 1,
  chapters: [
    { id: ids[0], title: 'Warm-up', content: '## Warm-up\n\nStretch first.', plan: 'Ten-minute warm-ups.' },
    { id: ids[1], title: 'New Chapter', content: NEW_CHAPTER_CONTENT },
  ],
}

function setup() {
  const bodies: unknown[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)))
    return url === '/api/generate/chapter'
      ? Response.json({ title: 'Putting', content: '## Putting\n\nRead the green first.' })
      : new Response('{}', { status: 404 })
  })
  const replaceChapters = vi.fn<ChapterEdits['replaceChapters']>(async () => {})
  let latest = start
  function Harness() {
    const [doc, setDoc] = useState(start)
    latest = doc
    const chapter = doc.chapters[1]!
    return (
      <WriteChapterPanel
        projectId={projectId}
        doc={doc}
        chapter={chapter}
        edits={{ replaceChapters, restoreRemoval: async () => undefined }}
        disabled={false}
        onEdit={(change) => setDoc((d) => change(d))}
      />
    )
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness />
      <Toaster />
    </QueryClientProvider>,
  )
  return { bodies, replaceChapters, doc: () => latest }
}

describe("'Write this chapter' (issue 30)", () => {
  it('counts empty, title-only and placeholder chapters as unwritten, and nothing else', () => {
    expect(isUnwritten({ content: NEW_CHAPTER_CONTENT })).toBe(true)
    expect(isUnwritten({ content: '' })).toBe(true)
    expect(isUnwritten({ content: '## Putting\n\n' })).toBe(true)
    expect(isUnwritten({ content: '## Putting\n\nRead the green.' })).toBe(false)
    expect(isUnwritten({ content: 'Start writing here... and then some' })).toBe(false)
  })

  it('takes a plan, writes the chapter from its title and plan with the book around it, and puts the text in (no history for a placeholder)', async () => {
    const { bodies, replaceChapters, doc } = setup()
    await userEvent.type(screen.getByRole('textbox', { name: 'Chapter plan' }), 'Reading greens and short putts.')
    expect(doc().chapters[1]?.plan).toBe('Reading greens and short putts.')
    await userEvent.click(screen.getByRole('button', { name: 'Write this chapter' }))
    await waitFor(() => expect(toasts().getByText('Chapter written')).toBeInTheDocument())
    expect(bodies).toEqual([
      {
        chapterTitle: 'New Chapter',
        brief: NEW_CHAPTER_CONTENT,
        tone: 'friendly',
        targetAudience: 'golfers over 40',
        productType: 'guide',
        bookTitle: 'Swing Stronger',
        chapterPlan: 'Reading greens and short putts.',
        neighbours: { previous: { title: 'Warm-up', plan: 'Ten-minute warm-ups.' } },
        projectId,
        chapterId: ids[1],
        write: true,
      },
    ])
    expect(doc().chapters[1]).toMatchObject({ title: 'Putting', content: '## Putting\n\nRead the green first.' })
    expect(replaceChapters).not.toHaveBeenCalled()
  })
})
