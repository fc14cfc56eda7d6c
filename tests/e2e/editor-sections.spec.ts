import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

/** A planner as the outline and draft make one: a text page, then sections with page templates (issue 28). */
const planner = () =>
  sampleDocument({
    title: 'Fit Year Planner',
    description: 'Workouts, meals and habits for a stronger year.',
    productType: 'planner',
    currentChapterIndex: 0,
    chapters: [
      {
        id: randomUUID(),
        title: 'How to use this planner',
        content: '## How to use this planner\n\nOne page a day, one review a month.\n',
      },
      { id: randomUUID(), title: 'Monthly calendar', content: '## Monthly calendar\n\n- Start small\n', pageTemplate: 'month' },
      { id: randomUUID(), title: 'Weekly plans', content: '## Weekly plans\n\n- Rest on Sundays\n', pageTemplate: 'week' },
      { id: randomUUID(), title: 'Workout log', content: '## Workout log\n\n- Squats\n- Push-ups\n', pageTemplate: 'workout' },
    ],
  })

const sections = (page: Page) => main(page).getByRole('navigation', { name: 'Sections', includeHidden: true })
const sectionSettings = (page: Page) => main(page).getByRole('group', { name: 'Section settings' })

/** On a phone the list is folded into 'Sections (n)': unfold it. */
async function showSections(page: Page) {
  const toggle = main(page).getByRole('button', { name: /^Sections \(\d+\)/ })
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
}

test.describe("editor: a planner's sections and settings (decision 95)", () => {
  test('changes a template, adds and reorders a section, sets 2027 / September / Sunday; the project keeps them @phone', async ({
    page,
  }, info) => {
    // A long walk through the editor (≈25 s on a quiet machine): room for a busy one.
    test.slow()
    await signUp(page, uniqueEmail('planner-sections'))
    const project = await createProject(page, planner())
    const ids = project.chapters.map((c) => c.id)
    await openEditor(page, project.id)
    await expect(main(page).getByRole('heading', { name: 'Section 1 of 4' })).toBeVisible()
    await showSections(page)
    await expect(sections(page).getByRole('listitem')).toHaveText([
      /How to use this planner\s*Text page/,
      /Monthly calendar\s*Monthly calendar/,
      /Weekly plans\s*Weekly spread/,
      /Workout log\s*Workout log/,
    ])
    await shot(page, 'editor-sections-list', info.project.name, true)

    // The weekly plans become a habit tracker.
    await sections(page)
      .getByRole('button', { name: /Weekly plans/ })
      .click()
    await expect(main(page).getByRole('heading', { name: 'Section 3 of 4' })).toBeVisible()
    await sectionSettings(page).getByLabel('Page template', { exact: true }).selectOption({ label: 'Habit tracker' })
    await sectionSettings(page).scrollIntoViewIfNeeded()
    await shot(page, 'editor-sections-settings', info.project.name)

    // A new meal plan, added at the end, moved up one place by keyboard.
    await showSections(page)
    await main(page).getByLabel('New section', { exact: true }).selectOption({ label: 'Meal plan' })
    await editor.button(page, 'Add section').click()
    await expect(main(page).getByRole('heading', { name: 'Section 5 of 5' })).toBeVisible()
    // The new section is unwritten: its 'Write this chapter' panel loads lazily (issue 30); let it land before the key press.
    await expect(main(page).getByRole('region', { name: 'This chapter has no text yet' })).toBeVisible()
    await sectionSettings(page).getByRole('button', { name: 'Move up' }).focus()
    await page.keyboard.press('Enter')
    await expect(main(page).getByRole('heading', { name: 'Section 4 of 5' })).toBeVisible()
    await expect(sectionSettings(page).getByRole('button', { name: 'Move up' })).toBeFocused()

    // The planner's calendar under Export.
    await editor.openExport(page)
    await expect(main(page).getByRole('button', { name: 'Download all sizes (ZIP)' })).toBeVisible()
    await expect(main(page).getByRole('button', { name: 'Export as EPUB' })).toHaveCount(0)
    await expect(main(page).getByText('Planners are pages to write on; e-readers reflow text.')).toBeVisible()
    await main(page)
      .getByRole('button', { name: /^Planner settings/ })
      .click()
    const calendar = main(page).getByRole('group', { name: 'Planner settings' })
    await calendar.getByLabel('Planner year', { exact: true }).fill('2027')
    await calendar.getByLabel('Start month', { exact: true }).selectOption({ label: 'September' })
    await calendar.getByLabel('Week starts on', { exact: true }).selectOption({ label: 'Sunday' })
    await calendar.scrollIntoViewIfNeeded()
    await shot(page, 'editor-planner-settings', info.project.name)
    await expect(main(page).getByRole('button', { name: /^Planner settings/ })).toContainText('2027 · from September · Sunday first')
    const axe = await new AxeBuilder({ page })
      .include('[role="group"][aria-label="Planner settings"]')
      .include('[role="group"][aria-label="Section settings"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    await expect(editor.saved(page)).toBeVisible()
    await expect
      .poll(async () => {
        const saved = await fetchProject(page, project.id)
        return {
          order: saved.chapters.map((c) => [c.title, c.pageTemplate ?? null]),
          ids: saved.chapters.map((c) => c.id),
          settings: saved.publishing,
        }
      })
      .toEqual({
        order: [
          ['How to use this planner', null],
          ['Monthly calendar', 'month'],
          ['Weekly plans', 'habits'],
          ['Meal plan', 'meal-plan'],
          ['Workout log', 'workout'],
        ],
        ids: [ids[0], ids[1], ids[2], expect.any(String), ids[3]],
        settings: { plannerYear: 2027, plannerStartMonth: 9, weekStart: 'sunday' },
      })

    // What the PDF export sends: the sections' templates and the settings.
    const request = page.waitForRequest((r) => r.url().endsWith('/api/export/pdf') && r.method() === 'POST')
    await main(page).getByRole('button', { name: 'Export as PDF' }).click()
    expect((await request).postDataJSON()).toMatchObject({
      productType: 'planner',
      plannerYear: 2027,
      plannerStartMonth: 9,
      weekStart: 'sunday',
      chapters: [{}, { pageTemplate: 'month' }, { pageTemplate: 'habits' }, { pageTemplate: 'meal-plan' }, { pageTemplate: 'workout' }],
    })

    // A reload shows what was saved.
    await page.reload()
    await expect(main(page).getByRole('heading', { name: 'Section 4 of 5' })).toBeVisible()
    await expect(sectionSettings(page).getByLabel('Page template', { exact: true })).toHaveValue('meal-plan')

    // Beside the page preview: the same settings, as saved.
    await editor.button(page, 'Pages').click()
    const pages = main(page).getByRole('region', { name: 'Page preview' })
    await expect(pages.getByLabel('Planner year', { exact: true })).toHaveValue('2027')
    await expect(pages.getByLabel('Week starts on', { exact: true })).toHaveValue('sunday')
    await expect(pages.getByRole('img')).toBeVisible({ timeout: 20_000 })
    await shot(page, 'editor-planner-pages', info.project.name, true)
  })
})
