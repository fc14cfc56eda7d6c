/**
 * Saves still out when an editor closed, by project: the next load of that project waits for
 * them, so it reads what they wrote instead of racing them.
 */
const closing = new Map<string, Promise<void>>()

export function trackClosingSave(projectId: string, settled: Promise<void>): void {
  closing.set(projectId, settled)
  void settled.finally(() => {
    if (closing.get(projectId) === settled) closing.delete(projectId)
  })
}

export const afterClosingSave = (projectId: string): Promise<void> => closing.get(projectId) ?? Promise.resolve()
