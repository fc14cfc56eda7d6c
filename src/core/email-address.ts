/** GoTrue's limit on an address's length. */
export const MAX_EMAIL_LENGTH = 255

// GoTrue checks addresses with checkmail's pattern (the HTML standard's "valid e-mail address"):
// the local part is these characters only, so nothing a mailer reads as a separator, a quote, a
// comment, a display name or a route (, ; : < > " ( ) [ ] \ @ space) can appear in it.
const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/
// A domain label: letters, digits and inner hyphens, at most 63 characters.
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/

/**
 * Whether `value` is one plain e-mail address as GoTrue accepts it, with one rule more: the domain
 * has at least two labels (GoTrue also takes `name@localhost`, which no real mailbox has).
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH) return false
  const at = value.indexOf('@')
  if (at < 1 || at !== value.lastIndexOf('@')) return false
  const labels = value.slice(at + 1).split('.')
  return LOCAL_PART.test(value.slice(0, at)) && labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label))
}
