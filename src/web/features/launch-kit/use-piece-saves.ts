import { useEffect, useState, useSyncExternalStore } from 'react'
import type { LaunchKitEditRequest, LaunchKitResponse } from '@core/launch-kit-schemas.ts'
import { describeError, isNetworkError, isTransient } from '@web/lib/api-error-text.ts'
import { saveLaunchPiece, saveLaunchPieceOnLeave } from './launch-kit-api.ts'
import { PieceSaveQueue } from './piece-save-queue.ts'

/**
 * The screen's autosave (decision 125): one queue per open screen, closed (its last edits sent) when
 * the screen goes; hidden or closed pages send what is left with keepalive, and a reload with
 * unsaved edits asks first. `onSaved` is read once: it may only call state setters (they never change).
 */
export function usePieceSaves(projectId: string, onSaved: (answer: LaunchKitResponse, edit: LaunchKitEditRequest) => void) {
  const [queue] = useState(
    () =>
      new PieceSaveQueue({
        save: (edit) => saveLaunchPiece(projectId, edit),
        saveOnLeave: (edit) => saveLaunchPieceOnLeave(projectId, edit),
        classify: (error) => ({ retry: isTransient(error), offline: isNetworkError(error), message: describeError(error) }),
        onSaved,
      }),
  )
  const status = useSyncExternalStore(queue.subscribe, queue.getStatus, queue.getStatus)

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') queue.flushOnLeave()
    }
    const leave = () => queue.flushOnLeave()
    const ask = (event: BeforeUnloadEvent) => {
      if (queue.dirty) event.preventDefault()
    }
    const online = () => queue.retryNow()
    document.addEventListener('visibilitychange', hidden)
    window.addEventListener('pagehide', leave)
    window.addEventListener('beforeunload', ask)
    window.addEventListener('online', online)
    return () => {
      document.removeEventListener('visibilitychange', hidden)
      window.removeEventListener('pagehide', leave)
      window.removeEventListener('beforeunload', ask)
      window.removeEventListener('online', online)
    }
  }, [queue])

  // Another screen: what is unsaved goes now; open() again after StrictMode's trial unmount.
  useEffect(() => {
    queue.open()
    return () => queue.close()
  }, [queue])

  return { queue, status }
}
