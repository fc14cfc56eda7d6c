import { expect, test, type Page } from '@playwright/test'
import { expectScreen, routeCase, waitUntilInteractive } from './support/site.ts'

const TITLE = 'Email address copied'
const DESCRIPTION = 'support@folio.app is on your clipboard.'

const region = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' })
/** Each toast is one list item in the viewport; Radix's screen-reader echo lives outside the region. */
const toasts = (page: Page) => region(page).getByRole('listitem')
const copyButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Copy address' })

async function expectCopiedToast(page: Page) {
  await expect(toasts(page)).toHaveCount(1)
  const item = toasts(page).first()
  await expect(item.getByText(TITLE, { exact: true })).toBeVisible()
  await expect(item.getByText(DESCRIPTION, { exact: true })).toBeVisible()
  return item
}

/**
 * "Still open" can only be seen by waiting: a toast that was just told to close is still on screen
 * while React renders and its exit animation plays (both in real time). So wait a moment first; a
 * closing toast would be gone by then.
 */
async function expectStillOpen(page: Page, item: ReturnType<typeof toasts>) {
  await page.waitForTimeout(400)
  await expect(toasts(page)).toHaveCount(1)
  await expect(item).toBeVisible()
  await expect(item).toHaveAttribute('data-state', 'open')
}

/**
 * Radix runs the auto-close on window.setTimeout and measures pauses with Date, so Playwright's fake
 * clock drives it. The clock is installed before the page loads and left running until the toaster
 * has shown once: the toaster's code may load lazily with the first toast, and React's Suspense retry
 * runs on timers too. That first toast is left to close by itself (closing it with the mouse would
 * leave Radix's pause latched, see the last test), then the clock is paused, so from the next toast on
 * time only moves when a test says so (exit animations are CSS and still play in real time).
 */
async function openContactWithPausedClock(page: Page) {
  await page.clock.install()
  await page.goto('/contact')
  await expectScreen(page, routeCase('/contact'))
  await waitUntilInteractive(copyButton(page))
  await copyButton(page).click()
  await expectCopiedToast(page)
  await page.clock.runFor(5000)
  await expect(toasts(page)).toHaveCount(0)
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
}

/** Drag the toast to the right with the mouse, in small steps like a hand would. */
async function swipeRight(page: Page, item: ReturnType<typeof toasts>, distance: number) {
  // Press only once the entry animation has ended: a toast still sliding in moves under the pointer.
  await item.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
  const box = await item.boundingBox()
  if (!box) throw new Error('the toast has no box to swipe')
  const x = box.x + box.width / 3
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + distance, y, { steps: 10 })
  await page.mouse.up()
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

test('Copy address puts the address on the clipboard and shows a toast @phone', async ({ page }) => {
  await page.goto('/contact')
  await expectScreen(page, routeCase('/contact'))
  await waitUntilInteractive(copyButton(page))
  await expect(toasts(page)).toHaveCount(0)

  await copyButton(page).click()
  await expectCopiedToast(page)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('support@folio.app')
})

test('a failed copy shows the destructive toast with the address to copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', {
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    })
  })
  await page.goto('/contact')
  await waitUntilInteractive(copyButton(page))
  await copyButton(page).click()

  await expect(toasts(page)).toHaveCount(1)
  const item = toasts(page).first()
  await expect(item.getByText("Couldn't copy the address", { exact: true })).toBeVisible()
  await expect(item.getByText('Select it and copy it by hand: support@folio.app', { exact: true })).toBeVisible()
  await expect(item).toHaveClass(/\bdestructive\b/)
  await expect(item.getByText(TITLE, { exact: true })).toHaveCount(0)
})

test('a second click still shows only one toast', async ({ page }) => {
  await page.goto('/contact')
  await waitUntilInteractive(copyButton(page))
  await copyButton(page).click()
  await expectCopiedToast(page)
  await copyButton(page).click()
  await copyButton(page).click()
  await expectCopiedToast(page)
  await expect(region(page).getByText(TITLE, { exact: true })).toHaveCount(1)
})

test('closes by itself after 5 seconds', async ({ page }) => {
  await openContactWithPausedClock(page)
  await copyButton(page).click()
  const item = await expectCopiedToast(page)

  await page.clock.runFor(4900)
  await expectStillOpen(page, item)
  await page.clock.runFor(100)
  await expect(toasts(page)).toHaveCount(0)
})

test('hovering pauses the auto-close, and leaving resumes it with the time that was left', async ({ page }) => {
  await openContactWithPausedClock(page)
  await copyButton(page).click()
  const item = await expectCopiedToast(page)

  await page.clock.runFor(1000)
  await item.hover()
  await page.clock.runFor(10_000)
  await expectStillOpen(page, item)

  // Move well away from the toast (to the top-left corner, over the header).
  await page.mouse.move(5, 5)
  await page.clock.runFor(3900)
  await expectStillOpen(page, item)
  await page.clock.runFor(100)
  await expect(toasts(page)).toHaveCount(0)
})

test('F8 moves focus to the notifications viewport', async ({ page }) => {
  await openContactWithPausedClock(page)
  await copyButton(page).click()
  const item = await expectCopiedToast(page)
  await expect(copyButton(page)).toBeFocused()

  await page.keyboard.press('F8')
  await expect(region(page).getByRole('list')).toBeFocused()
  const focusInRegion = await region(page).evaluate((el) => el.contains(document.activeElement))
  expect(focusInRegion).toBe(true)

  // Focus inside the viewport also holds the toast open.
  await page.clock.runFor(10_000)
  await expectStillOpen(page, item)
})

test('swiping right by 80 px dismisses the toast', async ({ page }) => {
  await openContactWithPausedClock(page)
  await copyButton(page).click()
  const item = await expectCopiedToast(page)

  await swipeRight(page, item, 80)
  await expect(toasts(page)).toHaveCount(0)
})

test('a 30 px swipe is below the threshold and leaves the toast open', async ({ page }) => {
  await openContactWithPausedClock(page)
  await copyButton(page).click()
  const item = await expectCopiedToast(page)

  await swipeRight(page, item, 30)
  await page.clock.runFor(1000)
  await expectStillOpen(page, item)

  // The same toast still goes with a full swipe afterwards.
  await swipeRight(page, item, 80)
  await expect(toasts(page)).toHaveCount(0)
})

test('the Close button closes the toast', async ({ page }) => {
  await openContactWithPausedClock(page)
  await copyButton(page).click()
  const item = await expectCopiedToast(page)

  await item.getByRole('button', { name: 'Close' }).click()
  await expect(toasts(page)).toHaveCount(0)
  await expect(region(page).getByText(TITLE, { exact: true })).toHaveCount(0)
})

// Guards the work-around in toaster.tsx for radix-ui/primitives#2268: a click on Close leaves the
// provider's auto-close paused, so without a fresh provider every later toast would stay open.
test('a toast that follows one closed with the Close button still closes by itself', async ({ page }) => {
  await openContactWithPausedClock(page)
  await copyButton(page).click()
  const first = await expectCopiedToast(page)
  await first.getByRole('button', { name: 'Close' }).click()
  await expect(toasts(page)).toHaveCount(0)

  await copyButton(page).click()
  await expectCopiedToast(page)
  await page.clock.runFor(5000)
  await expect(toasts(page)).toHaveCount(0, { timeout: 3000 })
})
