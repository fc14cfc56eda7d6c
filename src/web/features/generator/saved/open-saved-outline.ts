import type { NavigateFunction } from 'react-router'
import { signInPathFor } from '@core/next-path.ts'
import { paths } from '@core/routes.ts'
import { describeError, errorCode } from '@web/lib/api-error-text.ts'
import { getAccount, userLeft } from '@web/lib/auth/account.ts'
import { generatorBusy, getGeneratorForm, setGeneratorTab, updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { outlineInputOf } from '@web/lib/generator/outline-input.ts'
import { resetOutlineSave } from './outline-saver.ts'
import { draftedProjectOf, fetchSavedOutline } from './saved-outline-api.ts'

/** The query parameter of `/?outline=<id>`: the dashboard's and Projects' outline rows link to it. */
export const OUTLINE_PARAM = 'outline'

/** `/?outline=<id>`, the link that opens a saved outline in the generator. */
export const savedOutlinePath = (id: string) => `${paths.home}?${OUTLINE_PARAM}=${encodeURIComponent(id)}`

/**
 * What the generator does about `/?outline=<id>` (`wanted`) once the session is known: a visitor
 * goes to sign in and comes back to the same link; the owner gets the outline, and the parameter
 * is dropped so a reload keeps what was done since. Without a link, the kept outline's state is
 * asked for (`userId` signed in).
 */
export async function followOutlineLink(wanted: string | null, userId: string | null, navigate: NavigateFunction): Promise<void> {
  if (!wanted) {
    if (userId) await refreshSavedOutlineState()
    return
  }
  if (!userId) {
    await navigate(signInPathFor(savedOutlinePath(wanted)), { replace: true })
    return
  }
  await openSavedOutline(wanted)
  const url = new URL(window.location.href)
  if (url.pathname !== paths.home || url.searchParams.get(OUTLINE_PARAM) !== wanted) return
  url.searchParams.delete(OUTLINE_PARAM)
  await navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true })
}

export const OPEN_OUTLINE_TEXT = {
  notFound: 'This outline could not be opened: it is not on your account (it may have been removed, or belong to someone else).',
  busy: 'Finish or cancel the draft being written before opening another outline.',
} as const

/**
 * `/?outline=<id>` (issue 30): the signed-in owner's saved outline fills the generator — topic,
 * type, tone and audience as it was made for, the outline, its title and description — on any
 * device. Another user's id (or a removed outline) shows an error and changes nothing.
 */
export async function openSavedOutline(id: string): Promise<void> {
  if (generatorBusy()) {
    setGeneratorTab({ error: OPEN_OUTLINE_TEXT.busy })
    return
  }
  const account = getAccount()
  try {
    const saved = await fetchSavedOutline(id)
    if (userLeft(getAccount() ?? null, account)) return
    const { request, outline } = saved
    const input = outlineInputOf({ ...request, targetAudience: request.targetAudience ?? '' })
    // The same outline already open here keeps its local copy: it may hold an edit not saved yet.
    const form = getGeneratorForm()
    const same = form.outlineId === saved.id && form.outline !== null
    resetOutlineSave()
    updateGeneratorForm({
      ...(same ? {} : { ...input, outline, outlineInput: input, title: outline.title, description: outline.description }),
      outlineId: saved.id,
      draftedProject: draftedProjectOf(saved),
    })
    setGeneratorTab({ error: null })
  } catch (error) {
    if (userLeft(getAccount() ?? null, account)) return
    setGeneratorTab({ error: errorCode(error) === 'not_found' ? OPEN_OUTLINE_TEXT.notFound : describeError(error) })
  }
}

/**
 * The form's saved outline as the account knows it now: drafted on another device, or its project
 * deleted since. Only the drafted state is taken; the outline itself stays as this browser has it.
 */
export async function refreshSavedOutlineState(): Promise<void> {
  const { outlineId } = getGeneratorForm()
  if (!outlineId) return
  const account = getAccount()
  try {
    const saved = await fetchSavedOutline(outlineId)
    if (userLeft(getAccount() ?? null, account) || getGeneratorForm().outlineId !== outlineId) return
    updateGeneratorForm({ draftedProject: draftedProjectOf(saved) })
  } catch {
    // Offline or removed: the stored state stays what the screen shows; a draft start asks the server anyway.
  }
}
