import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import type { DraftJob } from '@core/generation-schemas.ts'
import { signInPathFor } from '@core/next-path.ts'
import { useAuth } from '@web/lib/auth/use-auth.ts'
import { type CreditsValue, useCredits } from '@web/lib/credits/use-credits.ts'
import type { GenerationSettings } from '@web/lib/runtime-config.ts'
import { useGenerationSettings } from '@web/lib/use-generation-settings.ts'
import { whenAuthKnown } from './auth-ready.ts'
import { loadFlows } from './lazy-parts.tsx'
import { setGeneratorNavigator } from './draft/generator-navigator.ts'
import { useResumableDraft } from './draft/use-resumable-draft.ts'

export interface GeneratorController {
  credits: CreditsValue
  settings: GenerationSettings | null
  generateOutline(): Promise<void>
  /** `anyway`: drafting an outline made for an earlier input was confirmed (decision 0059). */
  /** `again`: 'Draft again as a new project' was confirmed for an outline a project was drafted from (issue 30). */
  generateDraft(anyway?: boolean, again?: boolean): Promise<void>
  resume(job: DraftJob): Promise<void>
  cancel(jobId: string): Promise<void>
}

/** Wires the generator's flows to the session, the balance, the server's settings and the router. */
export function useGeneratorController(): GeneratorController {
  const navigate = useNavigate()
  const { status, user } = useAuth()
  const credits = useCredits()
  const settings = useGenerationSettings()

  useEffect(() => setGeneratorNavigator((path) => void navigate(path)), [navigate])
  useResumableDraft(status === 'signed-in' ? (user?.id ?? null) : null)

  /**
   * docs/product.md#generator: a visitor who presses a generate button is sent to sign in and back
   * here after, to this very address: `/?outline=<id>` opens the same outline again (issue 30).
   * The window's location is the router's (BrowserRouter) and, unlike `useLocation`, costs the home page nothing.
   */
  async function signedIn(): Promise<boolean> {
    if ((await whenAuthKnown()).status === 'signed-in') return true
    void navigate(signInPathFor(location.pathname + location.search))
    return false
  }

  return {
    credits,
    settings,
    generateOutline: async () => {
      if (await signedIn()) await (await loadFlows()).generateOutline(credits)
    },
    generateDraft: async (anyway = false, again = false) => {
      if (await signedIn()) await (await loadFlows()).generateDraft(credits, anyway, again)
    },
    resume: async (job) => (await loadFlows()).resumeDraft(job, credits),
    cancel: async (jobId) => (await loadFlows()).cancelDraft(jobId, credits),
  }
}
