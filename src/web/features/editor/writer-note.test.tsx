// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import type { GenerationSettings } from '@web/lib/runtime-config.ts'
import { WriterNote } from './writer-note.tsx'

let generation: GenerationSettings | null = null
vi.mock('@web/lib/runtime-config.ts', () => ({
  loadRuntimeConfig: async () => ({ supabaseUrl: 'http://x', supabaseAnonKey: 'k', generation }),
}))

afterEach(cleanup)

function doc(overrides: Partial<ProjectDocument> = {}): ProjectDocument {
  const chapter = { id: '00000000-0000-4000-8000-000000000001', title: 'Start', content: '## Start\n\nText.' }
  return {
    title: 'Golf Fit',
    description: 'Stronger swings.',
    chapters: [chapter],
    currentChapterIndex: 0,
    tone: 'friendly',
    targetAudience: 'golfers',
    ...overrides,
  } as ProjectDocument
}

describe('WriterNote (the editor)', () => {
  it('says the offline writer regenerates sample text, not AI, and how to connect a provider', async () => {
    generation = { writer: 'offline', offline: true, draftConcurrency: 3 }
    render(<WriterNote doc={doc()} />)
    const note = await screen.findByRole('note', { name: 'Sample text' })
    expect(note).toHaveTextContent(
      'Sample text, not AI. No AI provider is connected, so the built-in writer writes regenerated chapters and styles from templates.',
    )
    expect(note).toHaveTextContent('set AI_PROVIDER and its API key on the server')
    expect(note).not.toHaveTextContent('English only')
  })

  it('says it writes English only for a book in another language, stored or guessed', async () => {
    generation = { writer: 'offline', offline: true, draftConcurrency: 3 }
    render(<WriterNote doc={doc({ language: 'es' })} />)
    expect(await screen.findByRole('note', { name: 'Sample text' })).toHaveTextContent(
      'It writes in English only, and this book looks Spanish',
    )
    cleanup()
    render(<WriterNote doc={doc({ title: 'Comment lancer une boutique en ligne', description: 'Le guide pour les débutants' })} />)
    expect(await screen.findByRole('note', { name: 'Sample text' })).toHaveTextContent('this book looks French')
  })

  it('says regeneration is unavailable on a server that refuses to write', async () => {
    generation = { writer: 'none', offline: false, draftConcurrency: 3 }
    render(<WriterNote doc={doc()} />)
    expect(await screen.findByRole('note', { name: 'Writing unavailable' })).toHaveTextContent(
      'Writing is not available yet. This server has no AI provider configured, so chapters and styles cannot be regenerated (editing and exports still work) until it does.',
    )
  })

  it('stays away when an AI provider writes', async () => {
    generation = { writer: 'anthropic', offline: false, draftConcurrency: 3 }
    const { container } = render(<WriterNote doc={doc()} />)
    await new Promise((done) => setTimeout(done, 20))
    expect(container).toBeEmptyDOMElement()
  })
})
