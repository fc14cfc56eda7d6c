import { escapeHtml } from '@core/html-escape.ts'
import { publicPaths } from '@core/selling.ts'
import { sellingPage } from '../storefront/page-layout.ts'

/**
 * The pages of a lead magnet and a list (decision 131): the answer to an opt-in, the confirmation
 * page, the unsubscribe page, and their errors. Every one is the storefront's layout around a
 * small body; none carries anything of a subscriber's state that the one who asked may not see.
 */

// Token pages are nobody's to cache or index, and their address is a secret: no Referer leaves them.
const PRIVATE = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }

const narrow = (html: string) => `<div class="narrow">\n${html}\n</div>`
const backTo = (slug: string | undefined, words: string) =>
  slug ? `<p><a href="${escapeHtml(publicPaths.product(slug))}">${escapeHtml(words)}</a></p>` : ''

/**
 * What every accepted opt-in answers, whatever the address's state, and what a bot that filled
 * the honeypot or an address past its hourly limit sees too: nothing on it depends on the
 * address, so no one learns whether it is on the list (decision 131).
 */
export function checkInboxPage(productTitle: string): Response {
  return sellingPage({
    title: 'Check your inbox',
    noindex: true,
    headers: { 'cache-control': 'no-store' },
    body: narrow(`<h1>Check your inbox</h1>
<p>We sent a link to confirm your e-mail address. Open it to get <strong>${escapeHtml(productTitle)}</strong>.</p>
<p class="muted small">Nothing after a few minutes? Look in your spam folder. The link works for 7 days.</p>`),
  })
}

export function messagePage(
  status: 400 | 404 | 410 | 429 | 500,
  heading: string,
  text: string,
  options: { slug?: string; link?: string; headers?: Record<string, string> } = {},
): Response {
  return sellingPage({
    title: heading,
    status,
    noindex: true,
    headers: { ...PRIVATE, ...options.headers },
    body: narrow(`<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
${backTo(options.slug, options.link ?? 'Back to the product page')}`),
  })
}

export const notFreeDownloadPage = () => messagePage(404, 'Page not found', 'There is no free download at this address.')

export const badFormPage = (slug: string, problem: string) =>
  messagePage(400, 'Something is not right', problem, { slug, link: 'Back to the form' })

export const tooManyOptInsPage = (retryAfterSeconds: number) =>
  messagePage(429, 'Too many tries', 'Too many sign-ups came from your network in the last hour. Please try again later.', {
    headers: { 'retry-after': String(retryAfterSeconds) },
  })

export const brokenPage = () => messagePage(500, 'Something went wrong', 'We could not finish that. Please try again in a minute.')

/** An expired, forged or outdated confirmation link: ask again from the product page when we know it. */
export const confirmLinkInvalidPage = (slug?: string) =>
  messagePage(
    400,
    'This link has expired',
    slug
      ? 'This confirmation link is no longer valid. Ask for a new one: enter your e-mail address on the product page again.'
      : 'This confirmation link is not valid. Open the newest link we sent you, or ask for a new one on the product page.',
    { slug, link: 'Ask for a new link' },
  )

export const productGonePage = () =>
  messagePage(410, 'No longer available', 'The creator has taken this free download down, so it can no longer be confirmed.')

/**
 * The confirmation page a link in the mail opens: one button that posts back to the same address.
 * Mail scanners that open links to check them only GET, so they never confirm anyone.
 */
export function confirmPage(input: { productTitle: string; creator: string; action: string }): Response {
  return sellingPage({
    title: `Confirm to get ${input.productTitle}`,
    noindex: true,
    headers: PRIVATE,
    body: narrow(`<h1>One more step</h1>
<p>You asked for <strong>${escapeHtml(input.productTitle)}</strong> from ${escapeHtml(input.creator)}. Confirm your e-mail address to get your download.</p>
<form method="post" action="${escapeHtml(input.action)}">
<p><button class="btn" type="submit">Confirm and get my download</button></p>
</form>
<p class="muted small">You can unsubscribe from ${escapeHtml(input.creator)}'s e-mails at any time with one click.</p>`),
  })
}

/** `j•••@example.com`: enough to recognise one's own address, not enough to learn someone's from a forwarded link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email.slice(0, 1)}•••${email.slice(at)}`
}

export function unsubscribePage(input: { creator: string; email: string; action: string; unsubscribed: boolean }): Response {
  const who = `<strong>${escapeHtml(maskEmail(input.email))}</strong>`
  const body = input.unsubscribed
    ? `<h1>You are unsubscribed</h1>
<p>${escapeHtml(input.creator)} will not send e-mails to ${who} any more.</p>`
    : `<h1>Unsubscribe</h1>
<p>Stop e-mails from ${escapeHtml(input.creator)} to ${who}?</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<p><button class="btn" type="submit">Unsubscribe</button></p>
</form>`
  return sellingPage({
    title: input.unsubscribed ? 'You are unsubscribed' : 'Unsubscribe',
    noindex: true,
    headers: PRIVATE,
    body: narrow(body),
  })
}

export function unsubscribedPage(input: { creator: string; email: string } | undefined): Response {
  const text = input
    ? `<p>${escapeHtml(input.creator)} will not send e-mails to <strong>${escapeHtml(maskEmail(input.email))}</strong> any more. Downloads you already have keep working.</p>`
    : '<p>This address is not on the list any more.</p>'
  return sellingPage({
    title: 'You are unsubscribed',
    noindex: true,
    headers: PRIVATE,
    body: narrow(`<h1>You are unsubscribed</h1>\n${text}`),
  })
}

export const unsubscribeLinkInvalidPage = () =>
  messagePage(400, 'This link is not valid', 'This unsubscribe link is not valid. Use the link at the foot of the newest e-mail you got.')
