import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'
import { toast } from '../../src/web/components/ui/use-toast.ts'
import { stubRadixDomApis } from './jsdom-radix.ts'

/**
 * The hooks of a jsdom test of an editor panel that shows toasts: Radix's DOM needs stubbed, the
 * panel's lazily loaded validator loaded up front (`preload`: transforming it cold can outlast
 * findBy's wait on a busy machine), and after each test a clean page, no toasts and the real fetch.
 */
export function setUpEditorPanelTests(preload: () => Promise<unknown>): void {
  beforeAll(async () => {
    stubRadixDomApis()
    await preload()
  })
  afterEach(() => {
    cleanup()
    toast({ title: 'reset' }).dismiss()
    vi.unstubAllGlobals()
  })
}

/** The toasts on screen (the Toaster's region). */
export const toasts = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }))
