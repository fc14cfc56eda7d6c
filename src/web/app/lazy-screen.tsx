import { type ComponentType, lazy } from 'react'

export interface LazyScreen {
  /** Renders the screen; suspends only until its chunk has loaded the first time. */
  Screen: ComponentType
  /** Loads the chunk; once it resolves, `Screen` renders without suspending. */
  preload: () => Promise<unknown>
}

/**
 * A screen in its own chunk. Unlike a bare React.lazy, a preloaded screen renders at once: the
 * prerenderer (renderToString cannot wait) and hydration must render the same tree as the HTML,
 * and React.lazy would suspend on its first render even when its chunk is already here.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined
  let pending: Promise<ComponentType> | undefined
  const preload = () => (pending ??= load().then((component) => (loaded = component)))
  const Lazy = lazy(async () => ({ default: await preload() }))
  function Screen() {
    const Loaded = loaded
    return Loaded ? <Loaded /> : <Lazy />
  }
  return { Screen, preload }
}
