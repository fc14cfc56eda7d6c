import { type APIRequestContext, expect, type Locator, type Page, type Request, type Route } from '@playwright/test'
import { type PageTemplate } from '../../../src/core/planner.ts'
import { PAGE_TEMPLATE_INFO } from '../../../src/core/page-templates.ts'
import { expectToast, main, signUp, uniqueEmail } from './auth.ts'
import { grantCredits } from './credits.ts'
import { waitUntilInteractive } from './site.ts'

/** The generator's texts (docs/product.md#generator and the sections after it), word for word: checked against the docs, not the code. */
export const TEXT = {
  outlineButton: 'Generate outline (2 cr)',
  regenerateButton: 'Regenerate outline (2 cr)',
  draftButton: 'Generate full draft (8 cr)',
  generatingOutline: 'Generating outline...',
  outlineDone: 'Outline generated successfully!',
  outlineDoneToast: 'Your product outline has been created successfully.',
  draftStart: 'Starting draft generation...',
  draftDone: 'Draft generated successfully!',
  draftDoneToast: 'Your complete draft is ready for editing.',
  topicRequired: 'Topic required',
  topicRequiredToast: 'Please enter a topic for your digital product.',
  outlineFailed: 'Failed to generate outline',
  throttled: "We're throttled or something went wrong. Please try again.",
  draftFailed: 'Failed to generate draft',
  insufficient: 'Insufficient credits',
  needCredits: 'You need 8 credits to generate a complete draft.',
  notEnough: 'Not enough credits — Buy credits',
  offline: 'Sample text, not AI. No AI provider is connected, so the built-in writer fills outlines and chapters from templates.',
  offlineConnect: 'To write with AI, set AI_PROVIDER and its API key on the server (README, section “AI providers”).',
} as const

/** Where the generator keeps its form (docs/product.md#generator: it survives a reload), as `{owner, form}` (decision 0029). */
export const FORM_STORAGE_KEY = 'folio-generator-form-v2'

/** The stored form, whoever's it is. */
export async function storedForm(page: Page): Promise<Record<string, unknown> | null> {
  const text = await page.evaluate((key) => localStorage.getItem(key), FORM_STORAGE_KEY)
  return text === null ? null : ((JSON.parse(text) as { form: Record<string, unknown> }).form ?? null)
}

export interface Outline {
  title: string
  description: string
  chapters: { title: string; plan?: string; pageTemplate?: PageTemplate }[]
  language?: string
}

export const field = (page: Page, label: 'Topic' | 'Product type' | 'Tone' | 'Target audience') =>
  main(page).getByLabel(label, { exact: true })
export const outlineButton = (page: Page) => main(page).getByRole('button', { name: /^(Generate|Regenerate) outline \(2 cr\)$/ })
export const draftButton = (page: Page) => main(page).getByRole('button', { name: TEXT.draftButton, exact: true })
/** The focusable wrapper that carries a disabled button's 'Not enough credits' tip (a disabled button takes no hover or focus). */
export const creditGate = (button: Locator) => button.locator('xpath=ancestor::span[@tabindex="0"][1]')
export const results = (page: Page) => main(page).getByRole('region', { name: 'Outline and draft' })
export const creditsLine = (page: Page) => main(page).getByText(/^Credits: /)
export const progressBar = (page: Page) => main(page).getByRole('progressbar')
export const errorAlert = (page: Page) => results(page).getByRole('alert')
export const draftChapters = (page: Page) => results(page).getByRole('list', { name: 'Chapters' }).getByRole('listitem')
/** The state badge of the draft's chapter `n` (from 1). */
export const chapterStatus = (page: Page, n: number) =>
  draftChapters(page)
    .nth(n - 1)
    .getByText(/^(Waiting|Writing…|Written|Failed)$/)

/** The generator at /, hydrated; for a signed-in person, once the balance is known. */
export async function openGenerator(page: Page, balance?: number) {
  await page.goto('/')
  await waitUntilInteractive(field(page, 'Topic'))
  await waitUntilInteractive(outlineButton(page))
  if (balance !== undefined) await expect(creditsLine(page)).toHaveText(`Credits: ${balance}`)
}

/** The progress text (the bar's accessible name), and its percentage as the bar and the text beside it show it. */
export async function expectProgress(page: Page, text: string | RegExp, percent?: number) {
  const bar = main(page).getByRole('progressbar', { name: text })
  await expect(bar).toBeVisible()
  if (percent === undefined) return
  await expect(bar).toHaveAttribute('aria-valuenow', String(percent))
  await expect(bar.locator('..')).toContainText(`${percent}%`)
}

export interface ProgressState {
  /** 'text|percent', 'none' while no bar shows, or 'path:/x' when the app moves to another screen. */
  state: string
  /** When it was seen, in ms (the page's clock). */
  at: number
}

/**
 * Records every state the progress bar goes through, from now until the page unloads: states as
 * short-lived as the outline's 25 % (500 ms) cannot be caught by polling.
 */
export async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: { state: string; at: number }[] = []
    ;(window as unknown as { __progress: typeof seen }).__progress = seen
    let path = location.pathname
    const read = () => {
      const bar = document.querySelector('main [role="progressbar"]')
      const label = bar && document.getElementById(bar.getAttribute('aria-labelledby') ?? '')
      const state = bar ? `${label?.textContent ?? ''}|${bar.getAttribute('aria-valuenow')}` : 'none'
      if (location.pathname !== path) {
        path = location.pathname
        seen.push({ state: `path:${path}`, at: performance.now() })
      }
      if (seen.findLast((s) => !s.state.startsWith('path:'))?.state !== state) seen.push({ state, at: performance.now() })
    }
    read()
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
  })
  const entries = () => page.evaluate(() => (window as unknown as { __progress: ProgressState[] }).__progress)
  return {
    entries,
    states: async () => (await entries()).map((e) => e.state),
    /** Milliseconds from the first time `from` was seen to the next time `to` was. */
    between: async (from: string, to: string) => {
      const all = await entries()
      const first = all.findIndex((e) => e.state === from)
      const start = all[first]
      const end = all.find((e, i) => i > first && e.state === to)
      if (!start || !end) throw new Error(`Not seen: ${!start ? from : to}, in ${all.map((e) => e.state).join(', ')}`)
      return end.at - start.at
    },
  }
}

/** The outline as the preview shows it: title, description and numbered chapter titles (docs/product.md#outline-generation). */
export async function expectOutlinePreview(page: Page, outline: Outline) {
  await expect(results(page).getByRole('heading', { level: 2, name: outline.title, exact: true })).toBeVisible()
  await expect(results(page).getByText(outline.description, { exact: true })).toBeVisible()
  const items = results(page).getByRole('list').getByRole('listitem')
  await expect(items).toHaveCount(outline.chapters.length)
  // Each numbered title, with a planner's or checklist's page template beside it (issue 28) and its plan (issue 14)
  // under it; a chapter given without `plan` is checked by its title only.
  for (const [i, chapter] of outline.chapters.entries()) {
    const plan = chapter.plan?.trim()
    const template = chapter.pageTemplate ? PAGE_TEMPLATE_INFO[chapter.pageTemplate].label : ''
    if (template) await expect(items.nth(i).locator('[data-part="template"]')).toHaveText(template)
    if (chapter.plan === undefined) await expect(items.nth(i).getByText(chapter.title, { exact: true })).toBeVisible()
    else await expect(items.nth(i)).toHaveText(`${chapter.title}${template}${plan ?? ''}`)
    if (plan) await expect(items.nth(i).getByText(plan, { exact: true })).toBeVisible()
  }
}

/** Generates an outline for `topic` and waits for the success toast; gives the outline the server wrote. */
export async function generateOutline(page: Page, topic: string, creditsLeft: number): Promise<Outline> {
  await field(page, 'Topic').fill(topic)
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/outline') && res.request().method() === 'POST')
  await outlineButton(page).click()
  const res = await answer
  expect(res.status(), await res.text()).toBe(200)
  const { outline } = (await res.json()) as { outline: Outline }
  await expectToast(page, `−2 credits • ${creditsLeft} left`, TEXT.outlineDoneToast)
  await expectOutlinePreview(page, outline)
  return outline
}

/** A new account with `credits` left after an outline for `topic` (accounts start with 2; the rest is granted). */
export async function withOutline(page: Page, request: APIRequestContext, tag: string, topic: string, credits: number) {
  const email = uniqueEmail(tag)
  await signUp(page, email)
  await grantCredits(request, email, credits)
  await openGenerator(page, credits + 2)
  const outline = await generateOutline(page, topic, credits)
  return { email, outline }
}

/**
 * Holds requests to `url` until they are released (sent on) or dropped (failed as a lost
 * connection fails them, never reaching the server), so a busy state can be watched.
 */
export async function holdRequests(page: Page, url: string) {
  let decide: (how: 'release' | 'drop') => void = () => {}
  const decided = new Promise<'release' | 'drop'>((done) => (decide = done))
  const held: Request[] = []
  const handled: Promise<void>[] = []
  await page.route(url, (route: Route) => {
    held.push(route.request())
    // Either may fail for a request the page has given up on; that is fine.
    const handling = decided.then((how) => (how === 'drop' ? route.abort() : route.fallback())).catch(() => undefined)
    handled.push(handling)
    return handling
  })
  return {
    held,
    release: () => decide('release'),
    /** Drops what is held, then lets later requests through. */
    drop: async () => {
      decide('drop')
      await Promise.all(handled)
      await page.unroute(url)
    },
  }
}

/** The index a draft/next/stream request asks for. */
export const chapterIndex = (request: Request) => (request.postDataJSON() as { index: number }).index

/**
 * A slow line (Chromium's network throttling) until `restore()`, so text streamed by the fast
 * offline writer arrives slowly enough to be watched.
 */
export async function slowNetwork(page: Page, bytesPerSecond = 2_000) {
  const cdp = await page.context().newCDPSession(page)
  const conditions = { offline: false, latency: 0, uploadThroughput: -1 }
  await cdp.send('Network.emulateNetworkConditions', { ...conditions, downloadThroughput: bytesPerSecond })
  return {
    restore: async () => {
      await cdp.send('Network.emulateNetworkConditions', { ...conditions, downloadThroughput: -1 })
      await cdp.detach()
    },
  }
}

/** Puts an outline into the stored form, as an earlier visit of a visitor would have left it, and reloads. */
export async function storeOutline(page: Page, topic: string, outline: Outline) {
  const form = { topic, productType: 'ebook', tone: 'professional', targetAudience: '', outline }
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    FORM_STORAGE_KEY,
    JSON.stringify({ owner: null, form }),
  ] as const)
  await page.reload()
}

/** Screenshots for a person to look at, only when GEN_SCREENSHOTS is set (they are not assertions). */
export async function snapshot(page: Page, name: string) {
  if (!process.env.GEN_SCREENSHOTS) return
  // On a phone, what is on screen; elsewhere the whole page.
  const fullPage = (page.viewportSize()?.width ?? 0) >= 600
  await page.screenshot({ path: `/tmp/gen-${name}${fullPage ? '' : '-viewport'}.png`, fullPage })
}
