import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { SAVED_OUTLINE_TEXT } from '../../src/core/saved-outlines.ts'
import { STARTER_KITS } from '../../src/core/starter-kits.ts'
import { PRODUCT_TEMPLATES } from '../../src/core/templates.ts'
import { expectToast, fill, main, PASSWORD, signOut, signUp, submit, submitSignUp, toastItem, uniqueEmail } from './support/auth.ts'
import { buyPack, payLocally } from './support/checkout.ts'
import {
  draftButton,
  expectOutlinePreview,
  field,
  openGenerator,
  type Outline,
  outlineButton,
  storeOutline,
  TEXT,
} from './support/generator.ts'
import { waitUntilInteractive } from './support/site.ts'

/** Issue 30 items 1 (the lists), 4 and 6: outlines in the lists, straight back to the work, the starter-kit queue. */

const WAY_BACK = 'Back to your outline'

/** The screen at 1280 and at 390 px wide, for a person to look at (not assertions). */
async function shots(page: Page, name: string, info: TestInfo) {
  if (info.project.name !== 'desktop') return
  const before = page.viewportSize()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await page.screenshot({ path: `/tmp/shots/i30-return-${name}-${width}.png`, fullPage: true })
  }
  if (before) await page.setViewportSize(before)
}

/** Generates an outline for `topic` and gives it with the id the server kept it under. */
async function outlineOnServer(page: Page, topic: string, creditsLeft: number): Promise<{ outline: Outline; outlineId: string }> {
  await field(page, 'Topic').fill(topic)
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/outline') && res.request().method() === 'POST')
  await outlineButton(page).click()
  const res = await answer
  expect(res.status(), await res.text()).toBe(200)
  const body = (await res.json()) as { outline: Outline; outlineId: string }
  await expectToast(page, `−2 credits • ${creditsLeft} left`, TEXT.outlineDoneToast)
  await expectOutlinePreview(page, body.outline)
  return body
}

const wayBackAction = (page: Page) => toastItem(page).getByRole('link', { name: WAY_BACK })

test.describe('straight back to the work', () => {
  // Sign-ups, outlines, a checkout: over 30 s on a busy 2-core runner.
  test.describe.configure({ timeout: 90_000 })

  test('an outline not drafted is listed on the dashboard and in Projects, opens in the generator, and goes only after a confirmation @phone', async ({
    page,
  }, info) => {
    await signUp(page, uniqueEmail('ret-rows'))
    await openGenerator(page, 2)
    const { outline, outlineId } = await outlineOnServer(page, `Composting on a balcony ${Date.now()}`, 0)

    await page.goto('/dashboard')
    const recent = main(page).getByRole('region', { name: 'Recent Projects' })
    const row = recent.getByRole('list', { name: 'Saved outlines' }).getByRole('listitem')
    await expect(row).toHaveCount(1)
    await expect(row.getByText(SAVED_OUTLINE_TEXT.notDrafted, { exact: true })).toBeVisible()
    await expect(row.getByRole('link', { name: outline.title })).toHaveAttribute('href', `/?outline=${outlineId}`)
    await expect(row).toContainText(`Ebook · ${outline.chapters.length} chapters · Updated`)
    await shots(page, 'dashboard-outline', info)

    await main(page).getByRole('link', { name: 'View all projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    const card = main(page).getByRole('list', { name: 'Saved outlines' }).getByRole('article', { name: outline.title })
    await expect(card.getByText(SAVED_OUTLINE_TEXT.notDrafted, { exact: true })).toBeVisible()
    await expect(card).toContainText(`${outline.chapters.length} chapters`)
    await expect(card.getByRole('link', { name: `Open outline ${outline.title}` })).toHaveAttribute('href', `/?outline=${outlineId}`)
    await shots(page, 'projects-outline', info)

    // Delete: Cancel keeps it; confirming removes it from the server and both lists.
    await card.getByRole('button', { name: `Delete outline ${outline.title}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this outline?' })
    await expect(dialog).toContainText(outline.title)
    await shots(page, 'delete-outline', info)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(card).toBeVisible()
    await card.getByRole('button', { name: `Delete outline ${outline.title}` }).click()
    await dialog.getByRole('button', { name: 'Delete outline' }).click()
    await expectToast(page, 'Outline deleted')
    await expect(main(page).getByRole('list', { name: 'Saved outlines' })).toHaveCount(0)
    await page.goto('/dashboard')
    await expect(main(page).getByRole('region', { name: 'Recent Projects' }).getByText('No projects yet.')).toBeVisible()
    await expect(main(page).getByText(SAVED_OUTLINE_TEXT.notDrafted)).toHaveCount(0)
  })

  test('sign-in from the generator comes back to the same address, /?outline=<id> included @phone', async ({ page }) => {
    const email = uniqueEmail('ret-next')
    await signUp(page, email)
    await openGenerator(page, 2)
    const { outline, outlineId } = await outlineOnServer(page, `Sourdough for beginners ${Date.now()}`, 0)
    await signOut(page, email)

    // A visitor on the outline's address is sent to sign in with it as next (the generator's link, i30-outlines).
    await page.goto(`/?outline=${outlineId}`)
    await expect(page).toHaveURL(`/auth/sign-in?next=${encodeURIComponent(`/?outline=${outlineId}`)}`)
    await fill(main(page), 'Email', email)
    await fill(main(page), 'Password', PASSWORD)
    await submit(main(page), 'Continue')
    // Back on the generator (which may tidy its address once the outline is open), with the outline.
    await expect(page).toHaveURL(/^[^?]*\/(\?.*)?$/)
    await expect(main(page).getByText(outline.title, { exact: true }).first()).toBeVisible()

    // Pressing a generate button as a visitor keeps the generator's own address too.
    await signOut(page, email)
    await page.goto('/?ref=newsletter')
    await waitUntilInteractive(field(page, 'Topic'))
    await field(page, 'Topic').fill('Sourdough again')
    await outlineButton(page).click()
    await expect(page).toHaveURL(`/auth/sign-in?next=${encodeURIComponent('/?ref=newsletter')}`)
  })

  test("'Account created!' carries 'Back to your outline' when the browser holds an outline, and it leads there @phone", async ({
    page,
  }, info) => {
    const topic = `Window boxes ${Date.now()}`
    const outline: Outline = {
      title: 'Window Box Gardening',
      description: 'Colour on a sill.',
      chapters: [{ title: 'Boxes' }, { title: 'Soil' }, { title: 'Plants' }],
    }
    await openGenerator(page)
    await storeOutline(page, topic, outline)
    await page.goto('/auth/sign-up')
    await submitSignUp(page, uniqueEmail('ret-new'))
    await expect(page).toHaveURL(/\/dashboard$/)
    await expectToast(page, 'Account created!', 'Please check your email to verify your account.')
    await expect(wayBackAction(page)).toBeVisible()
    // The Continue card names the outline by its title, the topic beside it.
    const card = main(page).getByRole('region', { name: 'Continue where you left off' })
    await expect(card.getByText(outline.title, { exact: true })).toBeVisible()
    await expect(card.getByText(topic, { exact: true })).toBeVisible()
    await shots(page, 'account-created-toast', info)

    await wayBackAction(page).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(field(page, 'Topic')).toHaveValue(topic)
    await expectOutlinePreview(page, outline)
  })

  test("a new account with nothing waiting gets the plain 'Account created!' toast @phone", async ({ page }) => {
    await signUp(page, uniqueEmail('ret-plain'))
    await expectToast(page, 'Account created!')
    await expect(wayBackAction(page)).toHaveCount(0)
  })

  test("'Payment successful!' carries 'Back to your outline' after buying for a short outline; 'Buy credits' is visible beside the cost @phone", async ({
    page,
  }, info) => {
    await signUp(page, uniqueEmail('ret-pay'))
    await openGenerator(page, 2)
    // 2 credits: the outline is affordable, the draft is not — one visible link, beside the draft's cost.
    const buy = main(page).getByRole('link', { name: 'Buy credits' })
    await expect(buy).toHaveCount(1)
    await expect(buy).toBeVisible()
    await expect(buy).toHaveAttribute('href', '/pricing')
    const topic = `Podcasting for nurses ${Date.now()}`
    const { outline } = await outlineOnServer(page, topic, 0)
    await expect(draftButton(page)).toBeDisabled()
    await expect(outlineButton(page)).toBeDisabled()
    await page.mouse.move(0, 0)
    await expect(buy).toHaveCount(1)
    await expect(buy).toBeVisible()
    await shots(page, 'buy-credits-link', info)

    await buy.click()
    await expect(page).toHaveURL(/\/pricing$/)
    await buyPack(page, 'Starter')
    await payLocally(page, '$9.00')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expectToast(page, 'Payment successful!', 'Credits have been added to your account.')
    await expect(wayBackAction(page)).toBeVisible()
    await shots(page, 'payment-toast', info)
    await wayBackAction(page).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(field(page, 'Topic')).toHaveValue(topic)
    await expectOutlinePreview(page, outline)
    await expect(draftButton(page)).toBeEnabled()
    await expect(main(page).getByRole('link', { name: 'Buy credits' })).toHaveCount(0)
  })
})

test.describe('starter kit queue', () => {
  test("'Start Kit' fills in the first template; the others wait on the generator as 'Next in this kit' @phone", async ({ page }, info) => {
    const kit = STARTER_KITS.find((k) => k.id === 'fitness-entrepreneur')!
    const [, second, third] = kit.includedTemplates
    await page.goto('/starter-kits')
    const card = main(page).getByRole('article', { name: kit.title })
    await expect(card).toContainText(`Start Kit fills in ${kit.includedTemplates[0]} in the generator now`)
    await expect(card).toContainText(`${second} and ${third} wait there as ‘Next in this kit’`)
    await shots(page, 'kits', info)
    const start = card.getByRole('button', { name: 'Start Kit' })
    await waitUntilInteractive(start)
    await start.click()

    await expect(page).toHaveURL(/\/$/)
    await expect(field(page, 'Topic')).toHaveValue(kit.firstTemplate.topic)
    const banner = main(page).getByRole('region', { name: 'Next in this kit' })
    await expect(banner).toContainText(`Next in this kit: ${second}`)
    await shots(page, 'kit-banner', info)
    await banner.getByRole('button', { name: 'Fill in the form' }).click()
    const template = PRODUCT_TEMPLATES.find((t) => t.title === second)!
    await expect(field(page, 'Topic')).toHaveValue(template.topic)
    await expect(field(page, 'Product type')).toHaveValue(template.productType)
    await expect(banner).toContainText(`Next in this kit: ${third}`)

    // The queue survives a reload, and goes for good when dismissed.
    await page.reload()
    await expect(banner).toContainText(`Next in this kit: ${third}`)
    await banner.getByRole('button', { name: /^Dismiss/ }).click()
    await expect(banner).toHaveCount(0)
    await page.reload()
    await waitUntilInteractive(field(page, 'Topic'))
    await expect(banner).toHaveCount(0)
  })

  test('without a queue the generator never loads the banner', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await openGenerator(page)
    expect(scripts.filter((url) => url.includes('kit-queue'))).toEqual([])
  })
})
