import { useSyncExternalStore } from 'react'
import type { StoreApi } from 'zustand/vanilla'

/**
 * A zustand vanilla store's value in a component (decision 115): `select` must return a stable
 * value (a field, not a new object). The store's initial state is the server's snapshot, so the
 * prerendered HTML and the first browser render agree. zustand's own `useStore` does the same with
 * a debug label, which the home page's first load does without.
 */
export function useStoreValue<S, T>(store: Pick<StoreApi<S>, 'subscribe' | 'getState' | 'getInitialState'>, select: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getInitialState()),
  )
}
