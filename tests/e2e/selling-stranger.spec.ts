import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { expect, type APIRequestContext, type Browser, type Page, test } from '@playwright/test'
import { latestMail, main, signUp, uniqueEmail } from './support/auth.ts'
import { accessToken, createProject, sampleDocument, shot } from './support/projects.ts'

/**
 * Issue 33 as a buyer meets it: a stranger (a second browser context, never signed in) opens a
 * creator's product pages — without JavaScript too — opts in to a free product, confirms from the
 * mail, downloads a PDF stamped on every page; buys a paid product on the local checkout, gets the
 * receipt and downloads; the creator sees the opt-in, the order and the revenue, exports both CSVs
 * and refunds, after which the link answers 410; the unsubscribe link and the one-click POST work.
 */

/** Publishes the signed-in creator's project through the API (the Sell screen has its own test). */
async function publish(page: Page, projectId: string, body: Record<string, unknown>): Promise<string> {
  const res = await page.request.post(`/api/projects/${projectId}/publish`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: body,
    timeout: 90_000,
  })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { url: string }).url
}

/** The first link in a mail's text under `path` (the mails are plain text with absolute links). */
function linkIn(text: string, path: string): string {
  const link = new RegExp(`(https?://\\S+${path.replace(/\//g, '\\/')}\\S+)`).exec(text)?.[1]
  if (!link) throw new Error(`No ${path} link in the mail:\n${text}`)
  return link
}

/** Each page's text of a PDF, by poppler's pdftotext (form feed between pages). */
function pdfPages(path: string): string[] {
  const pages = execFileSync('pdftotext', ['-layout', path, '-']).toString().split('\f')
  return pages.filter((text, i) => i < pages.length - 1 || text.trim() !== '')
}

async function strangerContext(browser: Browser, phone: boolean, javaScriptEnabled = true) {
  return browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    javaScriptEnabled,
    acceptDownloads: true,
  })
}

async function downloadPdf(page: Page): Promise<string> {
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download PDF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.pdf$/)
  return (await file.path()) as string
}

function expectStamped(path: string, email: string) {
  const pages = pdfPages(path)
  expect(pages.length).toBeGreaterThan(1)
  for (const [i, text] of pages.entries()) expect(text, `page ${i + 1}`).toContain(`Sold to ${email}`)
}

async function sellerStats(request: APIRequestContext, token: string) {
  const res = await request.get('/api/selling/stats?range=7', { headers: { Authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  return (await res.json()) as { totals: { optIns: number; orders: number; revenue: Record<string, number> } }
}

test.describe('selling to a stranger', () => {
  test('opt in, confirm, download stamped; buy, receipt, download; creator sees it, exports, refunds; unsubscribe @phone', async ({
    page,
    browser,
    request,
  }, info) => {
    test.slow()
    test.setTimeout(240_000)
    const phone = info.project.name === 'phone'
    const tag = `${Date.now().toString(36)}-${phone ? 'p' : 'd'}`

    // The creator: two products, a lead magnet and a paid guide.
    await signUp(page, uniqueEmail('seller'))
    const freeProject = await createProject(page, sampleDocument({ title: 'Swing Stronger Starter' }, 3))
    const paidProject = await createProject(page, sampleDocument({ title: 'Swing Stronger After 40' }, 4))
    const freeUrl = await publish(page, freeProject.id, { slug: `starter-${tag}`, price: null, formats: ['pdf'] })
    const paidUrl = await publish(page, paidProject.id, {
      slug: `swing-${tag}`,
      price: { amount: 19, currency: 'usd' },
      formats: ['pdf', 'epub'],
    })

    // The stranger reads the paid page without JavaScript: everything a buyer needs is in the HTML.
    const noJs = await strangerContext(browser, phone, false)
    const reader = await noJs.newPage()
    const answer = await reader.goto(paidUrl)
    expect(answer?.status()).toBe(200)
    await expect(reader).toHaveTitle(/Swing Stronger After 40/)
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Swing Stronger After 40')
    await expect(reader.locator('#buy').getByRole('button', { name: 'Buy now — $19' })).toBeVisible()
    await shot(reader, 'stranger-product-nojs', info.project.name, true)
    await noJs.close()

    const context = await strangerContext(browser, phone)
    const stranger = await context.newPage()
    const buyer = uniqueEmail('buyer')

    // Opt in to the free product, confirm from the mail, download.
    await stranger.goto(freeUrl)
    const optIn = stranger.locator('#buy')
    await optIn.getByLabel('Your e-mail').fill(buyer)
    await optIn.getByRole('button', { name: 'Send me the free download' }).click()
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Check your inbox')
    const confirmMail = await latestMail(request, buyer)
    await stranger.goto(linkIn(confirmMail.text, '/confirm/'))
    await stranger.getByRole('button', { name: 'Confirm and get my download' }).click()
    await expect(stranger).toHaveURL(/\/d\//)
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Swing Stronger Starter')
    await shot(stranger, 'stranger-download-free', info.project.name, true)
    expectStamped(await downloadPdf(stranger), buyer)

    // Buy the paid product on the local checkout; the receipt links to the same download page.
    await stranger.goto(paidUrl)
    const buy = stranger.locator('#buy')
    await buy.getByLabel('Your e-mail (for the receipt and download)').fill(buyer)
    await buy.getByRole('button', { name: 'Buy now — $19' }).click()
    await expect(stranger).toHaveURL(/\/checkout\/local\/order\//)
    await stranger.getByLabel('Card number').fill('4242 4242 4242 4242')
    await stranger.getByLabel('Expiry (MM / YY)').fill('12 / 34')
    await stranger.getByLabel('CVC').fill('123')
    await stranger.getByLabel('Name on card').fill('Sam Buyer')
    await stranger.getByRole('button', { name: 'Pay $19' }).click()
    await expect(stranger).toHaveURL(/\/d\//)
    const downloadPage = stranger.url()
    const receipt = await latestMail(request, buyer, confirmMail)
    expect(receipt.subject).toContain('Swing Stronger After 40')
    expect(linkIn(receipt.text, '/d/')).toBe(downloadPage)
    const paidPdf = await downloadPdf(stranger)
    expectStamped(paidPdf, buyer)
    // The link the page gives out, kept for after the refund.
    const fileLink = await stranger.getByRole('link', { name: 'Download PDF' }).getAttribute('href')
    expect(fileLink).toBeTruthy()

    // The creator sees the opt-in, the order and the revenue, and exports both lists.
    const token = await accessToken(page)
    await expect.poll(async () => (await sellerStats(request, token)).totals.orders).toBe(1)
    const stats = await sellerStats(request, token)
    expect(stats.totals.optIns).toBe(1)
    expect(stats.totals.revenue).toEqual({ usd: 19 })
    await page.goto('/sales')
    const figure = (name: string) => main(page).getByRole('group', { name })
    await expect(figure('Opt-ins')).toContainText('1')
    await expect(figure('Orders')).toContainText('1')
    await expect(figure('Revenue')).toContainText('$19')
    await shot(page, 'creator-sales', info.project.name, true)
    for (const [tab, label, expected] of [
      ['orders', 'Orders', buyer],
      ['subscribers', 'Subscribers', buyer],
    ] as const) {
      await page.goto(`/sales?tab=${tab}`)
      await expect(main(page).getByRole('tabpanel', { name: label })).toContainText(expected)
      const csv = page.waitForEvent('download')
      await main(page).getByRole('button', { name: 'Export CSV' }).click()
      expect(await readFile((await (await csv).path()) as string, 'utf8')).toContain(buyer)
    }

    // A refund turns the buyer's links off: the page and the file answer 410.
    await page.goto('/sales?tab=orders')
    // A long address in a row must not widen the page past a phone (its dialog would open off screen).
    await expect(main(page).getByRole('tabpanel', { name: 'Orders' })).toContainText(buyer)
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
    expect(width[0]).toBeLessThanOrEqual(width[1] as number)
    await main(page)
      .getByRole('button', { name: `Refund ${buyer}` })
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click()
    await expect(main(page).getByRole('tabpanel', { name: 'Orders' })).toContainText('Refunded')
    const gone = await stranger.request.get(new URL(fileLink as string, downloadPage).toString())
    expect(gone.status()).toBe(410)
    const page410 = await stranger.goto(downloadPage)
    expect(page410?.status()).toBe(410)
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Order refunded')
    await shot(stranger, 'stranger-refunded', info.project.name, true)

    // Unsubscribing: the mail's link (a page with one button), and a mail client's one-click POST.
    const unsubscribe = linkIn(confirmMail.text, '/u/')
    await stranger.goto(unsubscribe)
    await stranger.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed')
    const second = uniqueEmail('reader')
    await stranger.goto(freeUrl)
    await optIn.getByLabel('Your e-mail').fill(second)
    await optIn.getByRole('button', { name: 'Send me the free download' }).click()
    const secondMail = await latestMail(request, second)
    const oneClick = await request.post(linkIn(secondMail.text, '/u/'), {
      form: { 'List-Unsubscribe': 'One-Click' },
      maxRedirects: 0,
    })
    expect(oneClick.status()).toBe(200)
    const list = await request.get('/api/selling/subscribers', { headers: { Authorization: `Bearer ${token}` } })
    const { subscribers } = (await list.json()) as { subscribers: { email: string; status: string }[] }
    expect(Object.fromEntries(subscribers.map((s) => [s.email, s.status]))).toEqual({ [buyer]: 'unsubscribed', [second]: 'unsubscribed' })
    await context.close()
  })
})
