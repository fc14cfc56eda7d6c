// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { StaleDescription } from './stale-description.tsx'

vi.mock('@web/components/ui/use-toast.ts', () => ({ toast: vi.fn() }))

const PROJECT = '00000000-0000-4000-8000-0000000000aa'
const chapter = (i: number, matter?: 'front' | 'back') => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  title: `Chapter ${i}`,
  content: `## Chapter ${i}`,
  ...(matter ? { matter } : {}),
})
const DOC: Pick<ProjectDocument, 'description' | 'chapters' | 'productType'> = {
  description: 'A friendly ebook for new bakers. In three chapters it covers starters, shaping and baking.',
  productType: 'ebook',
  chapters: [chapter(1), chapter(2), chapter(3)],
}

function setup(doc = DOC) {
  let latest = doc
  function Panel() {
    const [current, setCurrent] = useState(doc)
    latest = current
    return <StaleDescription doc={current} busy={false} onDescription={(description) => setCurrent((d) => ({ ...d, description }))} />
  }
  render(<Panel />)
  return { doc: () => latest }
}

describe('StaleDescription (issue 29)', () => {
  const sent: { url: string; body: unknown }[] = []
  beforeEach(() => {
    sent.length = 0
    window.history.replaceState(null, '', `/editor?project=${PROJECT}`)
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init?.body)) })
      return Response.json({ description: `A friendly ebook for new bakers, try ${sent.length}.` })
    })
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('says nothing while the count is true, counting the numbered chapters too', () => {
    setup()
    expect(screen.queryByRole('region', { name: 'Description check' })).toBeNull()
    cleanup()
    setup({ ...DOC, chapters: [chapter(0, 'front'), ...DOC.chapters, chapter(4, 'back')] })
    expect(screen.queryByRole('region', { name: 'Description check' })).toBeNull()
  })

  it('points out a stale count; the new description is shown first, Try again sends the one not taken, Use puts it in', async () => {
    const user = userEvent.setup()
    const { doc } = setup({ ...DOC, chapters: [...DOC.chapters, chapter(4)] })
    expect(screen.getByRole('status')).toHaveTextContent('The description says “three chapters”, but the book now has 4 chapters.')
    await user.click(screen.getByRole('button', { name: 'Regenerate description' }))
    expect(await screen.findByText('A friendly ebook for new bakers, try 1.')).toBeVisible()
    expect(doc().description).toBe(DOC.description)
    expect(sent[0]).toEqual({ url: `/api/projects/${PROJECT}/description`, body: {} })

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('A friendly ebook for new bakers, try 2.')).toBeVisible()
    expect(sent[1]?.body).toEqual({ previous: 'A friendly ebook for new bakers, try 1.' })

    await user.click(screen.getByRole('button', { name: 'Use this description' }))
    expect(doc().description).toBe('A friendly ebook for new bakers, try 2.')
    expect(screen.queryByRole('region', { name: 'Description check' })).toBeNull()
  })

  it("says a planner's sections as sections", () => {
    setup({ ...DOC, productType: 'planner', description: 'In two sections: weekly pages and habits.' })
    expect(screen.getByRole('status')).toHaveTextContent('but the product now has 3 sections.')
  })
})
