import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { useGeneratorForm } from '@web/lib/generator/generator-store.ts'

/**
 * `/?outline=<id>` (issue 30) opens a saved outline; without one, a signed-in person's kept outline
 * is asked about (drafted on another device?). Only this much loads with the home page: the code
 * that does either (open-saved-outline.ts) comes when there is something to do.
 */
export function useSavedOutlineLink(): void {
  const { search } = useLocation()
  const navigate = useNavigate()
  const { status, user } = useAuth()
  const userId = status === 'signed-in' ? (user?.id ?? null) : null
  const outlineId = useGeneratorForm().outlineId
  const wanted = new URLSearchParams(search).get('outline')

  useEffect(() => {
    if (status === 'loading' || !(wanted || (userId && outlineId))) return
    void import('./open-saved-outline.ts').then((m) => m.followOutlineLink(wanted, userId, navigate))
    // Once per link, person and outline: not after every edit.
  }, [wanted, status, userId, outlineId, navigate])
}
