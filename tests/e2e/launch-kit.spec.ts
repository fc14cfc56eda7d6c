import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { main, signUp, uniqueEmail } from './support/auth.ts'
import { createProject, openEditor, sampleDocument, shot } from './support/projects.ts'

const piece = (page: Page, name: string) => main(page).getByRole('region', { name })
/** 57 characters: past KDP's 50 for a keyword. */
const LONG_KEYWORD = 'strength and mobility plan for weekend golfers over forty'

test.describe('launch kit', () => {
  test('from the editor: write the kit, edit a keyword past the limit, regenerate a piece, download the kit @phone', async ({
    page,
  }, info) => {
    test.slow()
    // The phone project's device is 412 px wide; the screen is checked at 390.
    if (info.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 })
    await signUp(page, uniqueEmail('launch'))
    // A finished draft, saved as a project: the quick way to a book the kit is written from.
    const project = await createProject(page, sampleDocument())
    await openEditor(page, project.id, 3)
    await shot(page, 'launch-editor-link', info.project.name)
    await main(page).getByRole('link', { name: 'Launch kit' }).click()
    await expect(page).toHaveURL(`/launch?project=${project.id}`)
    await expect(page).toHaveTitle('Launch kit — Folio')
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Swing Stronger After 40')
    await expect(main(page).getByText('You have 2 credits.')).toBeVisible()
    await shot(page, 'launch-before', info.project.name, true)

    await main(page).getByRole('button', { name: 'Write launch kit — 2 credits' }).click()
    const kdp = piece(page, 'Amazon KDP listing')
    await expect(kdp).toBeVisible({ timeout: 60_000 })
    // No AI provider in the browser tests: the built-in writer's sample text, said plainly.
    await expect(main(page).getByRole('note').filter({ hasText: "Sample text from Folio's built-in writer" })).toBeVisible()
    await expect(kdp.getByRole('group', { name: 'Keywords 7/7' })).toBeVisible()
    // Some 150 fields, each labelled and counted: no serious or critical WCAG 2.1 AA problem (once, on the desktop).
    if (info.project.name === 'desktop') {
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([])
    }

    const keyword = kdp.getByRole('textbox', { name: 'Keyword 1' })
    await keyword.fill(LONG_KEYWORD)
    await expect(keyword).toHaveAttribute('aria-invalid', 'true')
    await expect(keyword).toHaveAccessibleDescription('57/50 characters, over the limit by 7')
    await expect(kdp.getByText('57/50')).toHaveClass(/text-destructive/)
    await expect(main(page).getByText('All changes saved')).toBeVisible()
    await keyword.scrollIntoViewIfNeeded()
    await shot(page, 'launch-keyword', info.project.name)

    // On a phone the piece links are tabs: one piece's card at a time.
    await main(page).getByRole('navigation', { name: 'Pieces' }).getByRole('link', { name: 'Sales page' }).click()
    const sales = piece(page, 'Sales page')
    await expect(sales).toBeVisible()
    if (info.project.name === 'phone') await expect(kdp).toBeHidden()
    const regenerated = page.waitForResponse((r) => r.url().endsWith('/launch-kit') && r.request().method() === 'POST')
    await sales.getByRole('button', { name: /^Regenerate Sales page/ }).click()
    await page.getByRole('menuitem', { name: 'Shorter' }).click()
    const answer = await regenerated
    expect(answer.status()).toBe(200)
    expect(answer.request().postDataJSON()).toEqual({ piece: 'salesPage', instruction: 'shorter' })
    await expect(sales.getByRole('button', { name: /^Regenerate Sales page/ })).toBeEnabled()
    await sales.scrollIntoViewIfNeeded()
    await shot(page, 'launch-sales-page', info.project.name)
    // The regenerated piece replaced the sales page only: the keyword edit stands.
    await main(page).getByRole('navigation', { name: 'Pieces' }).getByRole('link', { name: 'Amazon KDP listing' }).click()
    await expect(keyword).toHaveValue(LONG_KEYWORD)

    await main(page).getByRole('button', { name: 'Download' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: 'Launch kit (Markdown .md)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('swing-stronger-after-40-launch-kit.md')
    expect(await readFile(await file.path(), 'utf8')).toContain(LONG_KEYWORD)
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, 'launch-kit', info.project.name)
    // Every piece, to look at by eye (LAUNCH_SHOTS=1): a whole phone page is too tall for one image.
    if (process.env.LAUNCH_SHOTS)
      for (const [i, card] of (await main(page).getByRole('region').all()).entries())
        await card.screenshot({ path: `/tmp/shots/launch-piece-${i}-${info.project.name}.png` })
  })
})
