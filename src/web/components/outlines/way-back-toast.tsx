import { Link } from 'react-router'
import { ToastAction } from '@web/components/ui/toast.tsx'
import { type ToastInput, toast } from '@web/components/ui/use-toast.ts'
import { findWayBack } from '@web/lib/generator/way-back.ts'

/** The toast action's words (issue 30). */
export const WAY_BACK_TEXT = 'Back to your outline'
/** A toast with a way back stays longer than the default 5 s: there is something to do in it. */
export const WAY_BACK_TOAST_DURATION = 15_000

/**
 * Raises `input` at once, and adds 'Back to your outline' (the toast's action) when an outline or
 * a draft waits for this user (issue 30): sign-up and checkout still land on the dashboard
 * (docs/product.md#sign-in-screens), and this is the one step back to the work. Loaded on demand
 * by those two moments only.
 */
export async function toastWithWayBack(input: ToastInput): Promise<void> {
  const raised = toast(input)
  const work = await findWayBack()
  if (!work) return
  raised.update({
    duration: WAY_BACK_TOAST_DURATION,
    action: (
      <ToastAction asChild altText={`${WAY_BACK_TEXT}: ${work.name}`}>
        <Link to={work.to}>{WAY_BACK_TEXT}</Link>
      </ToastAction>
    ),
  })
}
