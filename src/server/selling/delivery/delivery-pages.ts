import { escapeHtml } from '@core/html-escape.ts'
import { SELL_FORMAT_LABELS, type SellFormat } from '@core/selling.ts'
import { sellingPageHtml } from '../storefront/page-layout.ts'
import { RESEND_PATH } from './deliver-order.ts'

/**
 * The buyer's pages (issue 33, item 5): plain HTML, forms that post, no script, in the selling
 * layout every public page shares (storefront/page-layout.ts). The bodies are delivery's.
 */
const page = (title: string, body: string) => sellingPageHtml({ title, body: `<div class="narrow card">${body}</div>`, noindex: true })
const resendLink = `<a href="${RESEND_PATH}">ask for the link again</a>`

export interface DownloadPageFile {
  format: SellFormat
  href: string
}

export function downloadPage(facts: {
  title: string
  seller: string
  coverHref: string | null
  files: DownloadPageFile[]
  minutes: number
}) {
  const cover = facts.coverHref
    ? `<p><img src="${escapeHtml(facts.coverHref)}" alt="Cover of ${escapeHtml(facts.title)}" width="180"></p>`
    : ''
  const files = facts.files.length
    ? facts.files
        .map(
          (file) =>
            `<p><a class="btn" href="${escapeHtml(file.href)}" download>Download ${escapeHtml(SELL_FORMAT_LABELS[file.format])}</a></p>`,
        )
        .join('\n')
    : '<p>The files are not ready yet. Try again in a few minutes.</p>'
  return page(
    `Your download: ${facts.title}`,
    `${cover}<h1>${escapeHtml(facts.title)}</h1>
<p class="muted small">From ${escapeHtml(facts.seller)}</p>
${files}
<p class="muted small">Each file carries your e-mail address. The buttons work for ${facts.minutes} minutes: reload this page for fresh ones. Keep this page's address (it is in your e-mail) to download again later.</p>`,
  )
}

/** Opened in a new browser after the files were downloaded: the buyer's address proves it is theirs (decision 134). */
export function emailCheckPage(facts: { action: string; error?: string; email?: string }) {
  const error = facts.error ? `<p class="error" role="alert">${escapeHtml(facts.error)}</p>` : ''
  return page(
    'Confirm your e-mail address',
    `<h1>Confirm your e-mail address</h1>
<p>This download was opened in another browser before. Enter the e-mail address you bought it with to continue.</p>
${error}<form method="post" action="${escapeHtml(facts.action)}">
<div class="field"><label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(facts.email ?? '')}"${facts.error ? ' aria-invalid="true"' : ''}></div>
<div class="honeypot" aria-hidden="true"><label for="website">Leave empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>
<p><button class="btn" type="submit">Continue</button></p>
</form>
<p class="muted small">Lost access to that address? Reply to your receipt and the seller can help.</p>`,
  )
}

export function refundedPage(status: 'refunded' | 'disputed') {
  const why = status === 'refunded' ? 'the order was refunded' : 'the payment is disputed'
  return page(
    'This download is no longer available',
    `<h1>${status === 'refunded' ? 'Order refunded' : 'Payment disputed'}</h1>
<p>This download is no longer available: ${why}.</p>
<p class="muted small">Bought it again, or have another order? You can ${resendLink} for your other orders.</p>`,
  )
}

export function expiredLinkPage(downloadPageHref: string) {
  return page(
    'This download link has expired',
    `<h1>This download link has expired</h1>
<p>Download links work for a few minutes only. <a href="${escapeHtml(downloadPageHref)}">Reload the download page</a> for fresh ones.</p>
<p class="muted small">Lost the download page? You can ${resendLink}.</p>`,
  )
}

export function invalidLinkPage() {
  return page(
    'This link does not work',
    `<h1>This link does not work</h1>
<p>The link is incomplete or was changed. Open it again from your e-mail, or ${resendLink}.</p>`,
  )
}

export function notReadyPage() {
  return page(
    'This order is not complete yet',
    `<h1>This order is not complete yet</h1><p>The payment for this order has not come through yet. Try again in a few minutes, or reply to the e-mail you received.</p>`,
  )
}

export function tooManyPage(what: string) {
  return page('Too many requests', `<h1>Too many requests</h1><p>${escapeHtml(what)} Wait a minute and try again.</p>`)
}

/** A download the server could not prepare now (decision 138): the link stays good, so try it again. */
export function busyPage(seconds: number) {
  return page(
    'Your file is being prepared',
    `<h1>Your file is being prepared</h1>
<p>Many downloads are being prepared right now, so yours could not start. Your link still works: go back and try again in ${seconds} seconds.</p>`,
  )
}

export function resendFormPage(error?: string) {
  const message = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''
  return page(
    'Get your download link again',
    `<h1>Get your download link again</h1>
<p>Enter the e-mail address you used to buy or sign up. We will send the links of your downloads to it.</p>
${message}<form method="post" action="${RESEND_PATH}">
<div class="field"><label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" required${error ? ' aria-invalid="true"' : ''}></div>
<div class="honeypot" aria-hidden="true"><label for="website">Leave empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>
<p><button class="btn" type="submit">Send me the links</button></p>
</form>`,
  )
}

/** The same words whether or not the address has orders: the page tells no one who bought what. */
export function resendDonePage() {
  return page(
    'Check your e-mail',
    `<h1>Check your e-mail</h1>
<p>If that address has orders or free downloads, we have sent their links to it. It can take a few minutes to arrive; check your spam folder too.</p>`,
  )
}
