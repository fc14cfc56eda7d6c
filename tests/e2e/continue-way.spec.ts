import { expect, type Page, test } from '@playwright/test'
import { expectToast, fill, main, PASSWORD, signIn, signOut, signUp, submit, submitSignUp, uniqueEmail } from './support/auth.ts'
import { buyPack, creditsCard, payLocally } from './support/checkout.ts'
import {
  creditsLine,
  draftButton,
  expectOutlinePreview,
  field,
  generateOutline,
  openGenerator,
  outlineButton,
} from './support/generator.ts'
import { waitUntilInteractive } from './support/site.ts'

/** Issue 17 item 3: the dashboard's way back to what waits in the generator, `next` across the auth screens, and the first greeting. */

const continueCard = (page: Page) => main(page).getByRole('region', { name: 'Continue where you left off' })
const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `/tmp/shots/i17-way-${name}-${project}.png`, fullPage: project === 'desktop' })

test.describe('never lose the way', () => {
  // Sign-ups, an outline, a checkout: over 30 s on a busy 2-core runner.
  test.describe.configure({ timeout: 90_000 })

  test('outline → not enough credits → buy credits → the dashboard leads back to the same outline, now affordable @phone', async ({
    page,
  }, info) => {
    const email = uniqueEmail('way-buy')
    await signUp(page, email)
    await openGenerator(page, 2)
    const topic = `Podcasting for nurses ${Date.now()}`
    const outline = await generateOutline(page, topic, 0)
    await expect(draftButton(page)).toBeDisabled()

    await buyPack(page, 'Starter')
    await payLocally(page, '$9.00')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expectToast(page, 'Payment successful!', 'Credits have been added to your account.')
    await expect(creditsCard(page).getByText('30', { exact: true })).toBeVisible()

    // Prominent: the first thing under the heading, above the credits, on screen without scrolling.
    const card = continueCard(page)
    await expect(card.getByText(topic, { exact: true })).toBeVisible()
    await expect(card.getByText(`Ebook · Outline ready — ${outline.chapters.length} chapters`, { exact: true })).toBeVisible()
    await expect(card).toBeInViewport()
    const cardBox = await card.boundingBox()
    const creditsBox = await creditsCard(page).boundingBox()
    expect(cardBox && creditsBox && cardBox.y < creditsBox.y).toBe(true)
    await shot(page, 'continue-outline', info.project.name)

    await card.getByRole('link', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(field(page, 'Topic')).toHaveValue(topic)
    await expectOutlinePreview(page, outline)
    await expect(creditsLine(page)).toHaveText('Credits: 30')
    await expect(draftButton(page)).toBeEnabled()
  })

  test("'Generate' → sign-in → 'Sign up' keeps next; the new account's dashboard says 'Welcome' and leads back to the topic @phone", async ({
    page,
  }, info) => {
    await openGenerator(page)
    const topic = `Balcony gardening ${Date.now()}`
    await field(page, 'Topic').fill(topic)
    await field(page, 'Product type').selectOption('checklist')
    await outlineButton(page).click()
    await expect(page).toHaveURL('/auth/sign-in?next=%2F')

    const signUpLink = main(page).getByRole('link', { name: 'Sign up', exact: true })
    await expect(signUpLink).toHaveAttribute('href', '/auth/sign-up?next=%2F')
    await signUpLink.click()
    await expect(page).toHaveURL('/auth/sign-up?next=%2F')
    await expect(main(page).getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/auth/sign-in?next=%2F')

    const email = uniqueEmail('way-next')
    await submitSignUp(page, email)
    // Sign-up ends on the dashboard (docs/product.md#sign-in-screens); the Continue card is the way back.
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(main(page).getByText(`Welcome, ${email}!`)).toBeVisible()
    const card = continueCard(page)
    await expect(card.getByText(topic, { exact: true })).toBeVisible()
    await expect(card.getByText('Checklist · Topic filled', { exact: true })).toBeVisible()
    await expect(card).toBeInViewport()
    await shot(page, 'continue-topic', info.project.name)

    await card.getByRole('link', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(field(page, 'Topic')).toHaveValue(topic)
    await expect(field(page, 'Product type')).toHaveValue('checklist')
    await expect(outlineButton(page)).toBeEnabled()
  })

  test('next survives sign-in → Sign up → Sign in, and sign-in still honours it; an unsafe next is not passed on', async ({ page }) => {
    const email = uniqueEmail('way-round')
    await signUp(page, email)
    await signOut(page, email)

    await page.goto('/auth/sign-in?next=%2Fpricing')
    const signUpLink = main(page).getByRole('link', { name: 'Sign up', exact: true })
    await waitUntilInteractive(signUpLink)
    await expect(signUpLink).toHaveAttribute('href', '/auth/sign-up?next=%2Fpricing')
    await signUpLink.click()
    const signInLink = main(page).getByRole('link', { name: 'Sign in', exact: true })
    await expect(signInLink).toHaveAttribute('href', '/auth/sign-in?next=%2Fpricing')
    await signInLink.click()
    await expect(page).toHaveURL('/auth/sign-in?next=%2Fpricing')
    await fill(main(page), 'Email', email)
    await fill(main(page), 'Password', PASSWORD)
    await submit(main(page), 'Continue')
    await expect(page).toHaveURL(/\/pricing$/)
    await signOut(page, email)

    for (const next of ['//evil.example/x', 'https://evil.example/']) {
      await page.goto(`/auth/sign-in?next=${encodeURIComponent(next)}`)
      const link = main(page).getByRole('link', { name: 'Sign up', exact: true })
      await waitUntilInteractive(link)
      await expect(link).toHaveAttribute('href', '/auth/sign-up')
    }
  })

  test("a new account is greeted 'Welcome' (also after a reload); signing in again says 'Welcome back' @phone", async ({ page }) => {
    const email = uniqueEmail('way-hello')
    await signUp(page, email)
    await expect(main(page).getByText(/Welcome back/)).toHaveCount(0)
    await page.reload()
    await expect(main(page).getByText(`Welcome, ${email}!`)).toBeVisible()

    await signOut(page, email)
    await signIn(page, email)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(main(page).getByText(`Welcome back, ${email}!`)).toBeVisible()
    await expect(main(page).getByText(`Welcome, ${email}!`)).toHaveCount(0)
  })

  test("no Continue card when nothing waits, and none from another user's work on the same browser @phone", async ({ page }) => {
    const emailA = uniqueEmail('way-a')
    await signUp(page, emailA)
    await expect(main(page).getByRole('group', { name: 'Credits' })).toBeVisible()
    await expect(continueCard(page)).toHaveCount(0)

    await openGenerator(page, 2)
    const topicA = `Private outline of A ${Date.now()}`
    await generateOutline(page, topicA, 0)
    await page.goto('/dashboard')
    await expect(continueCard(page).getByText(topicA, { exact: true })).toBeVisible()

    // B signs in here with A's work still stored: after a Logout, and after A's session simply vanished (no sign-out event).
    await signOut(page, emailA)
    const emailB = uniqueEmail('way-b')
    await signUp(page, emailB)
    await expect(main(page).getByRole('group', { name: 'Credits' })).toBeVisible()
    await expect(continueCard(page)).toHaveCount(0)
    await expect(page.getByText(topicA)).toHaveCount(0)

    await signOut(page, emailB)
    await signIn(page, emailA)
    await expect(page).toHaveURL(/\/dashboard$/)
    await openGenerator(page, 0)
    await field(page, 'Topic').fill(`Another of A ${Date.now()}`)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('folio-generator-form-v2') ?? '')).toContain('Another of A')
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (/^sb-.*-auth-token$/.test(key)) localStorage.removeItem(key)
    })
    await signIn(page, emailB)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(main(page).getByRole('group', { name: 'Credits' })).toBeVisible()
    await expect(continueCard(page)).toHaveCount(0)
    await expect(page.getByText('Another of A')).toHaveCount(0)
  })
})
