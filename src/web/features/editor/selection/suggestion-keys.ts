/** Mod+Enter accepts, Escape rejects: what both the panel and the locked text answer to. */
export function suggestionKey(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey'>): 'accept' | 'reject' | null {
  if (event.key === 'Escape') return 'reject'
  if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) return 'accept'
  return null
}
