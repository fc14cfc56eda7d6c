// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { toasts, setUpEditorPanelTests } from '../../../../../tests/support/editor-panel-test.ts'
import type { ChapterVersion } from '@core/project-schemas.ts'
import { Toaster } from '@web/components/ui/toaster.tsx'
import type { ChapterEdits, ProjectChapter } from '../chapter-edits.ts'
import { ChapterHistory } from './chapter-history.tsx'

vi.mock('@web/lib/auth/auth-store.ts', () => import('../../../../../tests/support/signed-in-auth-store.ts'))

const projectId = '11111111-1111-4111-8111-111111111111'
const chapter: ProjectChapter = {
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Warm-up',
  content: '## Warm-up\n\nThe slow fox jumps.\n\nStretch.',
}
const version = (n: number, reason: ChapterVersion['reason'], content: string, createdAt: string): ChapterVersion => ({
  id: `33333333-3333-4333-8333-33333333333${n}`,
  chapterId: chapter.id,
  title: 'Warm-up',
  content,
  reason,
  createdAt,
})
const older = version(1, 'regenerate', '## Warm-up\n\nFirst draft.\n\nStretch.', '2026-03-04T09:15:00.000Z')
const newer = version(2, 'shorter', '## Warm-up\n\nThe quick fox jumps.\n\nStretch.', '2026-03-05T14:03:00.000Z')

setUpEditorPanelTests(() => import('@core/project-schemas.ts'))

function setup(versions: ChapterVersion[]) {
  const urls: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url)
    return Response.json({ versions })
  })
  const replaceChapters = vi.fn<ChapterEdits['replaceChapters']>(async () => {})
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ChapterHistory projectId={projectId} chapter={chapter} edits={{ replaceChapters, restoreRemoval: async () => undefined }} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { urls, replaceChapters }
}

async function openHistory() {
  await userEvent.click(screen.getByRole('button', { name: 'History' }))
  return screen.findByRole('dialog', { name: 'Chapter history' })
}

describe('ChapterHistory', () => {
  it("lists the chapter's versions newest first with what replaced them and when", async () => {
    const { urls } = setup([newer, older])
    const dialog = await openHistory()
    const list = await within(dialog).findByRole('list', { name: 'Earlier versions' })
    const items = within(list).getAllByRole('button')
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Before Make shorter5 Mar 2026, \d\d:\d\d$/),
      expect.stringMatching(/^Before Regenerate4 Mar 2026/),
    ])
    expect(urls).toEqual([`/api/projects/${projectId}/versions?chapterId=${chapter.id}`])
  })

  it('compares the newest version with the current text, changed words marked as removed and added', async () => {
    setup([newer, older])
    const dialog = await openHistory()
    const diff = await within(dialog).findByRole('group', { name: 'Differences between this version and the current text' })
    expect(within(diff).getByRole('deletion')).toHaveTextContent('quick')
    expect(within(diff).getByRole('insertion')).toHaveTextContent('slow')
    // Text labels, not colour alone.
    expect(within(diff).getByText('Removed:', { exact: false })).toHaveClass('sr-only')
    expect(within(dialog).getByText('Removed: only in this version')).toBeInTheDocument()
    expect(within(dialog).getByText('Compared with the current text: 1 line removed, 1 added.')).toBeInTheDocument()
  })

  it('picking another version compares that one', async () => {
    setup([newer, older])
    const dialog = await openHistory()
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Before Regenerate/ }))
    expect(within(dialog).getByRole('button', { name: /^Before Regenerate/ })).toHaveAttribute('aria-current', 'true')
    const removed = [...dialog.querySelectorAll('[data-diff="removed"]')].map((row) => row.textContent)
    expect(removed).toEqual(['−Removed: First draft.'])
  })

  it('restores the chosen version through the editor (keeping the current text), says so and closes', async () => {
    const { replaceChapters } = setup([newer, older])
    const dialog = await openHistory()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Restore this version' }))
    expect(replaceChapters).toHaveBeenCalledWith([{ chapterId: chapter.id, title: 'Warm-up', content: newer.content }], 'restore')
    expect(await toasts().findByText('Version restored')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('cannot restore a version identical to the current text', async () => {
    setup([version(3, 'restore', chapter.content, '2026-03-06T10:00:00.000Z')])
    const dialog = await openHistory()
    expect(await within(dialog).findByRole('button', { name: 'Restore this version' })).toBeDisabled()
    expect(within(dialog).getByText('Same as the current text.')).toBeInTheDocument()
  })

  it('says when there is nothing yet', async () => {
    setup([])
    const dialog = await openHistory()
    expect(await within(dialog).findByText('No earlier versions yet')).toBeInTheDocument()
  })
})
