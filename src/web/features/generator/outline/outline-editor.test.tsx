// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetGeneratorState } from '../../../../../tests/support/generator-state.ts'
import type { Outline } from '@core/generation-schemas.ts'
import { GENERATOR_STORAGE_KEY, parseGeneratorRecord } from '@web/lib/generator/generator-storage.ts'
import { updateGeneratorForm, useGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { OutlinePanel } from './outline-panel.tsx'
import { OutlinePreview } from './outline-preview.tsx'

const outline: Outline = {
  title: 'Golf Fit',
  description: 'Stronger swings.',
  language: 'en',
  chapters: [
    { title: 'Mobility', plan: 'Loosen the hips and spine. Key points: hip turns; thoracic rotation; daily routine.' },
    { title: 'Power' },
  ],
}

function Panel() {
  const form = useGeneratorForm()
  return form.outline ? <OutlinePanel outline={form.outline} hasDraft={false} busy={false} stale={null} /> : null
}
const renderPanel = () =>
  render(
    <MemoryRouter>
      <Panel />
    </MemoryRouter>,
  )
const stored = () => parseGeneratorRecord(localStorage.getItem(GENERATOR_STORAGE_KEY))?.form.outline

describe('outline preview', () => {
  it('shows each numbered title with its plan in small print under it, and a title alone when there is no plan', () => {
    render(<OutlinePreview outline={outline} />)
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((li) => li.querySelector('[data-part="title"]')?.textContent)).toEqual(['Mobility', 'Power'])
    expect(items[0]).toHaveTextContent(/^Mobility\s*Loosen the hips and spine\. Key points: hip turns; thoracic rotation; daily routine\.$/)
    expect(items[1]).toHaveTextContent(/^Power$/)
  })
})

describe('outline editor plans', () => {
  beforeEach(() => {
    localStorage.clear()
    resetGeneratorState()
    updateGeneratorForm({ topic: 'Golf', outline })
  })
  afterEach(() => cleanup())

  it('reads and edits each plan under its title, counts it against the limit, and stores it', async () => {
    renderPanel()
    await userEvent.click(screen.getByRole('button', { name: 'Edit outline' }))
    const first = await screen.findByRole('textbox', { name: 'Chapter 1 plan' })
    expect(first).toHaveValue(outline.chapters[0]?.plan)
    expect(first).toHaveAttribute('maxlength', '600')
    expect(first).toHaveAccessibleDescription(`${outline.chapters[0]?.plan?.length} of 600 characters`)
    const second = screen.getByRole('textbox', { name: 'Chapter 2 plan' })
    expect(second).toHaveValue('')
    await userEvent.type(second, 'Speed through the ball. Key points: sequencing; med-ball throws.')
    expect(second).toHaveAccessibleDescription('64 of 600 characters')
    expect(stored()?.chapters[1]).toEqual({ title: 'Power', plan: 'Speed through the ball. Key points: sequencing; med-ball throws.' })
    expect(stored()?.language).toBe('en')

    await userEvent.click(screen.getByRole('button', { name: 'Done editing' }))
    expect(screen.getByText('Speed through the ball. Key points: sequencing; med-ball throws.')).toBeInTheDocument()
  })

  it('a plan moves with its chapter, and an added chapter gets an empty plan', async () => {
    renderPanel()
    await userEvent.click(screen.getByRole('button', { name: 'Edit outline' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Move chapter 1 down' }))
    expect(screen.getByRole('textbox', { name: 'Chapter 2 plan' })).toHaveValue(outline.chapters[0]?.plan)
    expect(screen.getByRole('textbox', { name: 'Chapter 1 plan' })).toHaveValue('')
    await userEvent.click(screen.getByRole('button', { name: 'Add chapter' }))
    expect(screen.getByLabelText('Chapter 3 title')).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'Chapter 3 plan' })).toHaveValue('')
    expect(stored()?.chapters[2]).toEqual({ title: 'New Chapter', plan: '' })
  })

  it('is reached from the title by Tab, before the move buttons of the next chapter', async () => {
    renderPanel()
    await userEvent.click(screen.getByRole('button', { name: 'Edit outline' }))
    screen.getByLabelText('Chapter 1 title').focus()
    await userEvent.tab() // move up is disabled for the first chapter
    expect(screen.getByRole('button', { name: 'Move chapter 1 down' })).toHaveFocus()
    await userEvent.tab()
    await userEvent.tab()
    expect(screen.getByRole('textbox', { name: 'Chapter 1 plan' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByLabelText('Chapter 2 title')).toHaveFocus()
  })
})

describe("a planner's sections and their page templates (issue 28)", () => {
  const planner: Outline = {
    ...outline,
    chapters: [
      { title: 'How to Use This Planner' },
      { title: 'Weekly Plan', pageTemplate: 'week', pageOptions: { layout: 'horizontal' } },
      { title: 'Meal Plans', pageTemplate: 'meal-plan', pageOptions: { pages: 4 } },
    ],
  }
  const templates = () =>
    within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('[data-part="template"]')?.textContent ?? null)

  beforeEach(() => {
    localStorage.clear()
    resetGeneratorState()
    updateGeneratorForm({ topic: 'Meal prep', outline: planner })
  })
  afterEach(() => cleanup())

  it("shows each section's template name beside its title, and nothing beside a prose chapter", () => {
    render(<OutlinePreview outline={planner} />)
    expect(templates()).toEqual([null, 'Weekly spread', 'Meal plan'])
  })

  it('keeps the template read-only in the editor, and it moves and is stored with its section', async () => {
    renderPanel()
    await userEvent.click(screen.getByRole('button', { name: 'Edit outline' }))
    expect(templates()).toEqual([null, 'Weekly spread', 'Meal plan'])
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Move chapter 3 up' }))
    expect(templates()).toEqual([null, 'Meal plan', 'Weekly spread'])
    await userEvent.type(screen.getByLabelText('Chapter 2 title'), ' for the Week')
    expect(stored()?.chapters[1]).toEqual({ title: 'Meal Plans for the Week', pageTemplate: 'meal-plan', pageOptions: { pages: 4 } })
  })
})
