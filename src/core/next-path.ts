import { paths } from './routes.ts'

/**
 * The `?next=` target after signing in, or null when it is unsafe. Only a path on this site is
 * accepted: one leading '/', not '//' or '/\' (browsers read both as another host), and no
 * control characters (browsers drop tabs and newlines, which would turn '/\t/evil' into '//evil').
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/')) return null
  if (raw[1] === '/' || raw[1] === '\\') return null
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null
  return raw
}

/** Where sign-in leads: the safe `next`, else the dashboard. */
export function afterSignInPath(next: string | null | undefined): string {
  return safeNextPath(next) ?? paths.dashboard
}

/** The sign-in URL that brings the person back to `path` afterwards. */
export function signInPathFor(path: string): string {
  return `${paths.signIn}?next=${encodeURIComponent(path)}`
}

/**
 * `authPath` carrying the `next` the person arrived with, so it survives the links between sign-in
 * and sign-up; an unsafe or missing `next` is dropped rather than passed on.
 */
export function keepNext(authPath: string, next: string | null | undefined): string {
  const safe = safeNextPath(next)
  return safe === null ? authPath : `${authPath}?next=${encodeURIComponent(safe)}`
}
