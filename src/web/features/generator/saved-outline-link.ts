import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { signInPathFor } from '@core/next-path.ts'
import { paths } from '@core/routes.ts'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { useGeneratorForm } from '@web/lib/generator/generator-store.ts'

/** The query parameter of `/?outline=<id>` (issue 30): the dashboard's and Projects' outline rows link to it. */
export const OUTLINE_PARAM = 'outline'

/** `/?outline=<id>`, the link that opens a saved outline in the generator. */
export const savedOutlinePath = (id: string) => `${paths.home}?${OUTLINE_PARAM}=${encodeURIComponent(id)}`

// The code that talks to /api/outlines loads only when there is an outline to open or to ask about.
const loadOpener = () => import('./open-saved-outline.ts')

/**
 * Opens the outline `/?outline=<id>` names for its signed-in owner (a visitor goes to sign in and
 * comes back to the same link), then drops the parameter, so a reload keeps what was done since.
 * Without one, a signed-in person's kept outline is asked about once: drafted on another device?
 */
export function useSavedOutlineLink(): void {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const { status, user } = useAuth()
  const outlineId = useGeneratorForm().outlineId
  const wanted = params.get(OUTLINE_PARAM)
  const userId = status === 'signed-in' ? (user?.id ?? null) : null

  useEffect(() => {
    if (!wanted || status === 'loading') return
    if (status !== 'signed-in') {
      void navigate(signInPathFor(savedOutlinePath(wanted)), { replace: true })
      return
    }
    let live = true
    void loadOpener()
      .then((m) => m.openSavedOutline(wanted))
      .finally(() => {
        if (!live) return
        setParams(
          (next) => {
            next.delete(OUTLINE_PARAM)
            return next
          },
          { replace: true },
        )
      })
    return () => {
      live = false
    }
  }, [wanted, status, navigate, setParams])

  useEffect(() => {
    if (wanted || !userId || !outlineId) return
    void loadOpener().then((m) => m.refreshSavedOutlineState())
    // Once per person and outline on this screen: not after every edit.
  }, [userId, outlineId, wanted])
}
