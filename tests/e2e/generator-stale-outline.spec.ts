import { expect, type Page, type Request, test } from '@playwright/test'
import { expectToast, main, signUp, uniqueEmail } from './support/auth.ts'
import {
  creditGate,
  creditsLine,
  draftButton,
  expectOutlinePreview,
  field,
  openGenerator,
  type Outline,
  outlineButton,
  results,
  TEXT,
  withOutline,
} from './support/generator.ts'
import { waitUntilInteractive } from './support/site.ts'

/** docs/product.md#generator, "An outline made for earlier details", word for word. */
const STALE = {
  draftButton: 'Draft the earlier outline (8 cr)',
  noteTitle: 'This outline is for earlier details',
  dialogTitle: 'Draft an outline made for earlier details?',
  newOutline: 'Generate a new outline (2 cr)',
  draftAnyway: 'Draft this outline anyway (8 cr)',
} as const
const PODCASTS = 'Podcasting for beginners'

const staleDraftButton = (page: Page) => main(page).getByRole('button', { name: STALE.draftButton, exact: true })
const note = (page: Page) => results(page).getByRole('status').filter({ hasText: STALE.noteTitle })
const dialog = (page: Page) => page.getByRole('dialog', { name: STALE.dialogTitle })

/** Every POST /api/draft/start the page sends from now on: the request that holds 8 credits. */
function watchDraftStarts(page: Page): Request[] {
  const starts: Request[] = []
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/draft/start')) starts.push(req)
  })
  return starts
}

/** The draft button and the note say the outline is for earlier details, naming the earlier topic. */
async function expectStale(page: Page, hint: string, rows: string[]) {
  await expect(staleDraftButton(page)).toBeEnabled()
  await expect(staleDraftButton(page)).toHaveAccessibleDescription(hint)
  await expect(main(page).getByRole('button', { name: TEXT.draftButton, exact: true })).toHaveCount(0)
  await expect(note(page)).toBeVisible()
  await expect(note(page).locator('dl > div')).toHaveText(rows)
}

async function expectFresh(page: Page) {
  await expect(draftButton(page)).toBeEnabled()
  await expect(staleDraftButton(page)).toHaveCount(0)
  await expect(note(page)).toHaveCount(0)
}

async function shot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `/tmp/shots/i17-outline-${name}-${project}.png` })
}

test.describe('generator: an outline belongs to its topic', () => {
  test("'Use Template' after an outline: the draft asks first and spends nothing until confirmed, across a reload @phone", async ({
    page,
    request,
  }, info) => {
    test.slow() // sign-up, an outline, the templates page, a reload, a draft
    await withOutline(page, request, 'stale-template', PODCASTS, 10)
    const starts = watchDraftStarts(page)

    await page.goto('/templates')
    const use = main(page).getByRole('article', { name: 'Meditation for Beginners' }).getByRole('button', { name: 'Use Template' })
    await waitUntilInteractive(use)
    await use.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(field(page, 'Topic')).toHaveValue('Meditation and mindfulness for complete beginners')
    const rows = [`Topic${PODCASTS}`, 'Product typeEbook', 'ToneProfessional', 'Target audienceNone']
    await expectStale(page, `The outline was made for “${PODCASTS}”.`, rows)
    await note(page).scrollIntoViewIfNeeded()
    await shot(page, 'stale-note', info.project.name)
    await staleDraftButton(page).scrollIntoViewIfNeeded()
    await shot(page, 'stale-button', info.project.name)

    await staleDraftButton(page).click()
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page)).toContainText(`This outline was made for:Topic${PODCASTS}`)
    await expect(dialog(page).getByRole('button', { name: STALE.newOutline })).toBeEnabled()
    await shot(page, 'stale-dialog', info.project.name)
    // Enter on what has the focus first spends nothing.
    await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toHaveCount(0)
    expect(starts).toHaveLength(0)

    // A reload keeps the mark, and the balance on the server is untouched.
    await openGenerator(page, 10)
    await expectStale(page, `The outline was made for “${PODCASTS}”.`, rows)
    await staleDraftButton(page).click()
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    expect(starts).toHaveLength(0)
    await expect(creditsLine(page)).toHaveText('Credits: 10')

    // Confirmed: the outline is drafted for what it was made for, never under the template's topic.
    await staleDraftButton(page).click()
    await dialog(page).getByRole('button', { name: STALE.draftAnyway }).click()
    await expect.poll(() => starts.length).toBe(1)
    expect(starts[0]?.postDataJSON()).toMatchObject({ topic: PODCASTS, productType: 'ebook', tone: 'professional' })
    expect(starts[0]?.postDataJSON()).not.toHaveProperty('targetAudience')
    await expect(creditsLine(page)).toHaveText('Credits: 2')
  })

  test('typing a new topic marks the outline, typing it back clears the mark, and the dialog offers a new outline @phone', async ({
    page,
    request,
  }) => {
    await withOutline(page, request, 'stale-typing', PODCASTS, 10)
    const starts = watchDraftStarts(page)
    await expectFresh(page)

    await field(page, 'Topic').fill('Social media for cafés')
    await expectStale(page, `The outline was made for “${PODCASTS}”.`, [`Topic${PODCASTS}`])
    // Back to what it was made for, give or take case and spaces: no mark.
    await field(page, 'Topic').fill('  podcasting for Beginners ')
    await expectFresh(page)
    await field(page, 'Tone').selectOption('casual')
    await expectStale(page, 'The outline was made for an earlier tone.', ['ToneProfessional'])
    await field(page, 'Tone').selectOption('professional')
    await expectFresh(page)

    await field(page, 'Topic').fill('Social media for cafés')
    await staleDraftButton(page).click()
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/outline'))
    await dialog(page).getByRole('button', { name: STALE.newOutline }).click()
    const { outline } = (await (await answer).json()) as { outline: Outline }
    await expectOutlinePreview(page, outline)
    await expect(creditsLine(page)).toHaveText('Credits: 8')
    await expectFresh(page)
    expect(starts).toHaveLength(0)
  })

  test("'Start Kit' after an outline marks it too", async ({ page, request }) => {
    await withOutline(page, request, 'stale-kit', PODCASTS, 10)
    await page.goto('/starter-kits')
    const start = main(page).getByRole('article', { name: 'Digital Marketing Kit' }).getByRole('button', { name: 'Start Kit' })
    await waitUntilInteractive(start)
    await start.click()
    await expect(page).toHaveURL(/\/$/)
    await expectStale(page, `The outline was made for “${PODCASTS}”.`, [`Topic${PODCASTS}`, 'Target audienceNone'])
    await expect(outlineButton(page)).toHaveText(TEXT.regenerateButton)
  })
})

test.describe("generator: the 'Not enough credits' tip opens only when asked", () => {
  /** A new account (2 credits) spends them on an outline by clicking, leaving the pointer where the click was. */
  async function outlineLeavingNoCredits(page: Page) {
    await signUp(page, uniqueEmail('tip'))
    await openGenerator(page, 2)
    await field(page, 'Topic').fill(PODCASTS)
    await outlineButton(page).click()
    await expectToast(page, '−2 credits • 0 left', TEXT.outlineDoneToast)
    await expect(outlineButton(page)).toHaveText(TEXT.regenerateButton)
    await expect(outlineButton(page)).toBeDisabled()
  }
  const tip = (page: Page) => main(page).getByRole('tooltip')

  test('not after an outline spends the last credits; on hover, on Tab, and not once a click moved on', async ({ page }) => {
    await outlineLeavingNoCredits(page)
    // The gate appeared under the resting pointer; nobody asked.
    await expect(creditsLine(page)).toHaveText('Credits: 0')
    await page.waitForTimeout(500)
    await expect(tip(page)).toHaveCount(0)

    await page.mouse.move(0, 0)
    await creditGate(outlineButton(page)).hover()
    await expect(tip(page)).toHaveText(TEXT.notEnough)
    // A click on the disabled draft button leaves focus on its gate: the tip goes with the pointer all the same.
    await page.mouse.move(0, 0)
    await creditGate(draftButton(page)).click()
    await expect(tip(page)).toHaveText(TEXT.notEnough)
    await page.mouse.move(0, 0)
    await expect(tip(page)).toHaveCount(0)

    // From the keyboard: Target audience, Use sample, then the outline button's gate.
    await field(page, 'Target audience').focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(creditGate(outlineButton(page))).toBeFocused()
    await expect(tip(page)).toHaveText(TEXT.notEnough)
    await page.keyboard.press('Escape')
    await expect(tip(page)).toHaveCount(0)
  })

  test('on a phone: not after the outline, but when the disabled button is tapped @phone', async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'a tap needs a touch screen')
    await outlineLeavingNoCredits(page)
    await page.waitForTimeout(500)
    await expect(tip(page)).toHaveCount(0)
    await creditGate(outlineButton(page)).tap()
    await expect(tip(page)).toHaveText(TEXT.notEnough)
    await main(page).getByRole('heading', { level: 1 }).tap()
    await expect(tip(page)).toHaveCount(0)
  })
})
