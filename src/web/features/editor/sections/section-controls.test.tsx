// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Project, ProjectDocument } from '@core/project-schemas.ts'
import { stubRadixDomApis } from '../../../../../tests/support/jsdom-radix.ts'
import { editorModeKey } from '../chapter/editor-mode.ts'
import { exportPayload } from '../export/export-file.ts'
import { ProjectLoader } from '../project-loader.tsx'

const PROJECT = '11111111-1111-4111-8111-111111111111'
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const planner: Project = {
  id: PROJECT,
  title: 'Fit Year Planner',
  description: 'Workouts and meals for a year',
  productType: 'planner',
  tone: 'friendly',
  targetAudience: 'busy parents',
  currentChapterIndex: 1,
  chapters: [
    { id: id(1), title: 'How to use this planner', content: '## How to use this planner\n\nOne page a day.' },
    { id: id(2), title: 'Weekly plans', content: '## Weekly plans\n\n- Rest on Sundays', pageTemplate: 'week' },
    { id: id(3), title: 'Workouts', content: '## Workouts\n\n- Squats', pageTemplate: 'workout', pageOptions: { pages: 2 } },
  ],
  revision: 1,
  createdAt: '2026-11-28T00:00:00.000Z',
  updatedAt: '2026-11-28T00:00:00.000Z',
}

/** The projects API: GET answers `stored`, each PUT is kept (and becomes what GET answers next). */
function projectsApi(start: Project) {
  const api = { stored: start, saves: [] as ProjectDocument[] }
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    if (url.endsWith(`/api/projects/${PROJECT}`) && method === 'PUT') {
      const doc = JSON.parse(String(init?.body)) as ProjectDocument
      api.saves.push(doc)
      api.stored = { ...doc, id: PROJECT, revision: api.stored.revision + 1, createdAt: start.createdAt, updatedAt: start.updatedAt }
      return Response.json({ id: PROJECT, revision: api.stored.revision, updatedAt: start.updatedAt })
    }
    if (url.endsWith(`/api/projects/${PROJECT}`)) return Response.json(api.stored)
    return Response.json({ versions: [] })
  })
  return api
}

function openEditor() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProjectLoader userId="u1" projectId={PROJECT} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const settings = () => within(screen.getByRole('group', { name: 'Section settings' }))
const sectionList = () => within(screen.getByRole('navigation', { name: 'Sections' }))
const lastSave = (api: { saves: ProjectDocument[] }) => api.saves.at(-1) as ProjectDocument

beforeAll(async () => {
  stubRadixDomApis()
  // The schemas the autosave and the fields check with; transforming them cold can outlast findBy's wait.
  await Promise.all([import('@core/project-schemas.ts'), import('@core/publishing-schemas.ts')])
})
beforeEach(() => {
  localStorage.clear()
  // The Markdown box: the visual editor is not what these tests are about.
  localStorage.setItem(editorModeKey('u1'), 'edit')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("a planner's sections in the editor (decision 95)", () => {
  it('shows each section’s page template and changes the current one; the template survives the save and a reload', async () => {
    const user = userEvent.setup()
    const api = projectsApi(planner)
    openEditor()
    expect(await screen.findByRole('heading', { name: 'Section 2 of 3' })).toBeInTheDocument()
    // The list says what each section is drawn with; a section without a template is a text page.
    const items = sectionList().getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      '1. How to use this plannerText page',
      '2. Weekly plansWeekly spread',
      '3. WorkoutsWorkout log',
    ])
    // The section controls load with the first section (decision 111).
    await screen.findByRole('group', { name: 'Section settings' })
    const template = settings().getByRole('combobox', { name: 'Page template' })
    expect(template).toHaveDisplayValue('Weekly spread')
    // The product type's templates, then the text page.
    const options = within(template)
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options).toContain('Habit tracker')
    expect(options).not.toContain('Checklist')
    expect(options.at(-1)).toBe('Text page (no template)')
    // A weekly spread's layout; no page count (it follows the calendar).
    expect(settings().getByRole('combobox', { name: 'Week layout' })).toHaveDisplayValue('Vertical: days one under another')
    expect(settings().queryByRole('textbox', { name: 'Pages' })).toBeNull()
    await user.selectOptions(settings().getByRole('combobox', { name: 'Week layout' }), 'horizontal')

    await user.selectOptions(template, 'habits')
    expect(sectionList().getAllByRole('listitem')[1]).toHaveTextContent('Habit tracker')
    await waitFor(() => expect(lastSave(api).chapters[1]).toMatchObject({ id: id(2), pageTemplate: 'habits' }), { timeout: 5000 })
    // The week's layout does not ride along on a habit tracker.
    expect(lastSave(api).chapters[1]).not.toHaveProperty('pageOptions')
    expect(lastSave(api).chapters[2]).toMatchObject({ pageTemplate: 'workout', pageOptions: { pages: 2 } })
    // What the export and the page preview send carries it too.
    expect(exportPayload(lastSave(api)).chapters[1]).toMatchObject({ pageTemplate: 'habits' })

    cleanup()
    openEditor()
    expect(await screen.findByRole('heading', { name: 'Section 2 of 3' })).toBeInTheDocument()
    expect(settings().getByRole('combobox', { name: 'Page template' })).toHaveDisplayValue('Habit tracker')
  })

  it('sets a page count with the schema’s message for a wrong one, and a period for goals', async () => {
    const user = userEvent.setup()
    const api = projectsApi({ ...planner, currentChapterIndex: 2 })
    openEditor()
    const pages = await screen.findByRole('textbox', { name: 'Pages' })
    expect(pages).toHaveValue('2')
    await user.clear(pages)
    await user.type(pages, '99')
    expect(pages).toHaveAccessibleDescription(expect.stringContaining('Choose from 1 to 60 pages.'))
    expect(pages).toHaveAttribute('aria-invalid', 'true')
    await user.clear(pages)
    await user.type(pages, '5')
    expect(pages).not.toHaveAttribute('aria-invalid')
    await user.selectOptions(settings().getByRole('combobox', { name: 'Page template' }), 'goals')
    await user.selectOptions(settings().getByRole('combobox', { name: 'Period' }), 'quarter')
    await waitFor(
      () => expect(lastSave(api).chapters[2]).toMatchObject({ pageTemplate: 'goals', pageOptions: { pages: 5, period: 'quarter' } }),
      {
        timeout: 5000,
      },
    )
  })

  it('adds a section with a chosen template, moves it up by keyboard and repeats it, keeping every id', async () => {
    const user = userEvent.setup()
    const api = projectsApi(planner)
    openEditor()
    await screen.findByRole('heading', { name: 'Section 2 of 3' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'New section' }), 'meal-plan')
    await user.click(screen.getByRole('button', { name: 'Add section' }))
    expect(screen.getByRole('heading', { name: 'Section 4 of 4' })).toBeInTheDocument()
    expect(settings().getByRole('combobox', { name: 'Page template' })).toHaveDisplayValue('Meal plan')
    expect(screen.getByRole('textbox', { name: 'Section title' })).toHaveValue('Meal plan')

    // Keyboard only: focus 'Move up', press Enter three times; at the top the focus moves to 'Move down'.
    const up = settings().getByRole('button', { name: 'Move up' })
    up.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('heading', { name: 'Section 3 of 4' })).toBeInTheDocument()
    expect(screen.getByText('Moved to place 3 of 4.')).toBeInTheDocument()
    await user.keyboard('{Enter}{Enter}')
    expect(screen.getByRole('heading', { name: 'Section 1 of 4' })).toBeInTheDocument()
    expect(up).toBeDisabled()
    expect(settings().getByRole('button', { name: 'Move down' })).toHaveFocus()

    await user.click(settings().getByRole('button', { name: 'Repeat section' }))
    expect(screen.getByRole('heading', { name: 'Section 2 of 5' })).toBeInTheDocument()
    await waitFor(() => expect(lastSave(api).chapters).toHaveLength(5), { timeout: 5000 })
    const saved = lastSave(api).chapters
    expect(saved.map((c) => c.pageTemplate ?? 'text')).toEqual(['meal-plan', 'meal-plan', 'text', 'week', 'workout'])
    expect(saved.slice(2).map((c) => c.id)).toEqual([id(1), id(2), id(3)])
    expect(new Set(saved.map((c) => c.id)).size).toBe(5)
    expect(lastSave(api).currentChapterIndex).toBe(1)
  })

  it('names a book’s chapters as before: no section controls', async () => {
    projectsApi({ ...planner, productType: 'ebook', chapters: planner.chapters.map(({ pageTemplate: _t, pageOptions: _o, ...c }) => c) })
    openEditor()
    expect(await screen.findByRole('heading', { name: 'Chapter 2 of 3' })).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Section settings' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Add chapter' })).toBeInTheDocument()
  })
})
