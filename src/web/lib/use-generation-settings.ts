import { useEffect, useState } from 'react'
import { type GenerationSettings, loadRuntimeConfig } from '@web/lib/runtime-config.ts'

/** The server's writer and draft concurrency; null until known (always on the server render). */
export function useGenerationSettings(): GenerationSettings | null {
  const [settings, setSettings] = useState<GenerationSettings | null>(null)
  useEffect(() => {
    let live = true
    loadRuntimeConfig()
      .then((config) => {
        if (live) setSettings(config.generation)
      })
      .catch(() => {
        // Without a config nothing is claimed about the writer; drafts write one chapter at a time.
      })
    return () => {
      live = false
    }
  }, [])
  return settings
}
