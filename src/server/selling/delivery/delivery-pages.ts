import { escapeHtml } from '@core/html-escape.ts'
import { SELL_FORMAT_LABELS, type SellFormat } from '@core/selling.ts'
import { RESEND_PATH } from './deliver-order.ts'

/**
 * The buyer's pages (issue 33, item 5): plain HTML, forms that post, no script. `layout` stands in
 * for the storefront's shared sellingPage (storefront/page-layout.ts) until it lands on this branch;
 * the bodies below are what delivery owns.
 */
export function layout({ title, body }: { title: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;background:#f4f4f5;color:#18181b;font:16px/1.5 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
main{max-width:560px;margin:0 auto;padding:32px 20px}
.card{background:#fff;border-radius:8px;padding:28px}
h1{font-size:22px;line-height:1.3;margin:0 0 12px}
p{margin:0 0 16px}
.muted{color:#52525b;font-size:14px}
.cover{display:block;max-width:180px;width:100%;height:auto;margin:0 0 20px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.2)}
.files{list-style:none;padding:0;margin:0 0 20px}
.files li{margin:0 0 10px}
.button,button{display:inline-block;background:#18181b;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600;border:0;font-size:16px;cursor:pointer}
label{display:block;font-weight:600;margin:0 0 6px}
input[type=email]{box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid #a1a1aa;border-radius:6px;font-size:16px;margin:0 0 12px}
.error{color:#b91c1c;font-weight:600}
.hp{position:absolute;left:-10000px}
a{color:#18181b}
form{margin:0 0 20px}
</style>
</head>
<body><main><div class="card">${body}</div></main></body>
</html>
`
}

const page = (title: string, body: string) => layout({ title, body })
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
  const cover = facts.coverHref ? `<img class="cover" src="${escapeHtml(facts.coverHref)}" alt="Cover of ${escapeHtml(facts.title)}">` : ''
  const files = facts.files.length
    ? `<ul class="files">${facts.files
        .map(
          (file) =>
            `<li><a class="button" href="${escapeHtml(file.href)}" download>Download ${escapeHtml(SELL_FORMAT_LABELS[file.format])}</a></li>`,
        )
        .join('')}</ul>`
    : '<p>The files are not ready yet. Try again in a few minutes.</p>'
  return page(
    `Your download: ${facts.title}`,
    `${cover}<h1>${escapeHtml(facts.title)}</h1>
<p class="muted">From ${escapeHtml(facts.seller)}</p>
${files}
<p class="muted">Each file carries your e-mail address. The buttons work for ${facts.minutes} minutes: reload this page for fresh ones. Keep this page's address (it is in your e-mail) to download again later.</p>`,
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
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(facts.email ?? '')}"${facts.error ? ' aria-invalid="true"' : ''}>
<div class="hp" aria-hidden="true"><label for="website">Leave empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>
<button type="submit">Continue</button>
</form>
<p class="muted">Lost access to that address? Reply to your receipt and the seller can help.</p>`,
  )
}

export function refundedPage(status: 'refunded' | 'disputed') {
  const why = status === 'refunded' ? 'the order was refunded' : 'the payment is disputed'
  return page(
    'This download is no longer available',
    `<h1>${status === 'refunded' ? 'Order refunded' : 'Payment disputed'}</h1>
<p>This download is no longer available: ${why}.</p>
<p class="muted">Bought it again, or have another order? You can ${resendLink} for your other orders.</p>`,
  )
}

export function expiredLinkPage(downloadPageHref: string) {
  return page(
    'This download link has expired',
    `<h1>This download link has expired</h1>
<p>Download links work for a few minutes only. <a href="${escapeHtml(downloadPageHref)}">Reload the download page</a> for fresh ones.</p>
<p class="muted">Lost the download page? You can ${resendLink}.</p>`,
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

export function resendFormPage(error?: string) {
  const message = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''
  return page(
    'Get your download link again',
    `<h1>Get your download link again</h1>
<p>Enter the e-mail address you used to buy or sign up. We will send the links of your downloads to it.</p>
${message}<form method="post" action="${RESEND_PATH}">
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" required${error ? ' aria-invalid="true"' : ''}>
<div class="hp" aria-hidden="true"><label for="website">Leave empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>
<button type="submit">Send me the links</button>
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
