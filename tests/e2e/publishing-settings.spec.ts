import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, editor, fetchProject, openEditor, sampleDocument, shot } from './support/projects.ts'

const settingsToggle = (page: Page) => main(page).getByRole('button', { name: /^Publishing settings/ })
const settings = (page: Page) => main(page).getByRole('group', { name: 'Publishing settings' })

async function openSettings(page: Page) {
  await settingsToggle(page).click()
  await expect(settings(page)).toBeVisible()
}

test.describe('editor: publishing settings', () => {
  test('author, 6 × 9 and Spanish are kept across a reload and sent with the PDF export @phone', async ({ page }, info) => {
    await signUp(page, uniqueEmail('pub-settings'))
    const project = await createProject(page, sampleDocument({ title: 'Guía de swing para golfistas' }))
    await openEditor(page, project.id, 3)
    await editor.openExport(page)
    await expect(settingsToggle(page)).toContainText('US Letter')
    await openSettings(page)
    const form = settings(page)
    await form.getByLabel('Author', { exact: true }).fill('Ana Pérez')
    await form.getByLabel('Trim size', { exact: true }).selectOption('6x9')
    await form.getByLabel('Language', { exact: true }).selectOption('es')
    await form.getByRole('checkbox', { name: /Add an AI-disclosure line/ }).check()
    await expect(form.getByLabel('AI-disclosure line', { exact: true })).not.toHaveValue('')
    await shot(page, 'publishing-settings-open', info.project.name, true)
    await expect(editor.saved(page)).toBeVisible()
    await expect.poll(async () => (await fetchProject(page, project.id)).publishing).toMatchObject({ author: 'Ana Pérez', trimSize: '6x9' })

    await page.reload()
    await expect(editor.title(page)).toBeVisible()
    await editor.openExport(page)
    await expect(settingsToggle(page)).toContainText('6 × 9 in · Spanish · Ana Pérez')
    await shot(page, 'publishing-settings-closed', info.project.name, true)
    await openSettings(page)
    await expect(form.getByLabel('Author', { exact: true })).toHaveValue('Ana Pérez')
    await expect(form.getByLabel('Trim size', { exact: true })).toHaveValue('6x9')
    await expect(form.getByLabel('Language', { exact: true })).toHaveValue('es')

    const request = page.waitForRequest((r) => r.url().endsWith('/api/export/pdf') && r.method() === 'POST')
    const download = page.waitForEvent('download')
    await editor.button(page, 'Export as PDF').click()
    expect((await request).postDataJSON()).toMatchObject({
      title: 'Guía de swing para golfistas',
      language: 'es',
      author: 'Ana Pérez',
      trimSize: '6x9',
      aiDisclosure: expect.stringContaining('AI'),
    })
    expect((await download).suggestedFilename()).toBe('guia-de-swing-para-golfistas.pdf')
  })

  test('subtitle, author bio and paper are saved, kept across a reload and sent with the paperback cover (issue 27) @phone', async ({
    page,
  }, info) => {
    await signUp(page, uniqueEmail('pub-subtitle'))
    const project = await createProject(page, sampleDocument({ title: 'Golf for Life' }))
    await openEditor(page, project.id, 3)
    const subtitle = main(page).getByLabel('Subtitle', { exact: true })
    await subtitle.fill('Lower Scores, Fewer Aches, at Any Age')
    await subtitle.scrollIntoViewIfNeeded()
    await shot(page, 'editor-subtitle', info.project.name)
    await editor.openExport(page)
    await openSettings(page)
    const form = settings(page)
    await form.getByLabel('Paper', { exact: true }).selectOption('cream')
    await form.getByLabel('Author bio', { exact: true }).fill('Ana Pérez has coached weekend golfers for twenty years.')
    await form.getByLabel('Author bio', { exact: true }).scrollIntoViewIfNeeded()
    await shot(page, 'publishing-settings-bio-paper', info.project.name)
    await expect(editor.saved(page)).toBeVisible()
    await expect
      .poll(async () => {
        const saved = await fetchProject(page, project.id)
        return [saved.subtitle, saved.publishing]
      })
      .toEqual([
        'Lower Scores, Fewer Aches, at Any Age',
        { paper: 'cream', authorBio: 'Ana Pérez has coached weekend golfers for twenty years.' },
      ])

    await page.reload()
    await expect(main(page).getByLabel('Subtitle', { exact: true })).toHaveValue('Lower Scores, Fewer Aches, at Any Age')
    await editor.openExport(page)
    await openSettings(page)
    await expect(form.getByLabel('Paper', { exact: true })).toHaveValue('cream')
    const request = page.waitForRequest((r) => r.url().endsWith('/api/export/cover?size=wrap') && r.method() === 'POST')
    const download = page.waitForEvent('download')
    await editor.button(page, 'Paperback cover (PDF)').click()
    expect((await request).postDataJSON()).toMatchObject({
      subtitle: 'Lower Scores, Fewer Aches, at Any Age',
      paper: 'cream',
      authorBio: 'Ana Pérez has coached weekend golfers for twenty years.',
    })
    expect((await download).suggestedFilename()).toBe('golf-for-life-paperback-cover.pdf')
  })

  test('a refused year shows why and is not saved @phone', async ({ page }) => {
    await signUp(page, uniqueEmail('pub-year'))
    const project = await createProject(page, sampleDocument({ publishing: { year: 2025 } }))
    await openEditor(page, project.id, 3)
    await editor.openExport(page)
    await openSettings(page)
    const year = settings(page).getByLabel('Year', { exact: true })
    await expect(year).toHaveValue('2025')
    await year.fill('1800')
    await expect(settings(page).getByText('Enter a year from 1900 to 2100.')).toBeVisible()
    await expect(year).toHaveAttribute('aria-invalid', 'true')
    const axe = await new AxeBuilder({ page })
      .include('[role="group"][aria-label="Publishing settings"]')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await editor.description(page).fill('A later edit, saved while the year is wrong.')
    await expect(editor.saved(page)).toBeVisible()
    const saved = await fetchProject(page, project.id)
    expect([saved.description, saved.publishing]).toEqual(['A later edit, saved while the year is wrong.', { year: 2025 }])
  })
})
