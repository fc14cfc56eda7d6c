import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lazyScreen } from './lazy-screen.tsx'

const Hello = () => <p>Hello</p>

describe('lazyScreen', () => {
  it('renders a preloaded screen at once, as prerendering and hydration need', async () => {
    const { Screen, preload } = lazyScreen(async () => Hello)
    await preload()
    expect(renderToString(<Screen />)).toBe('<p>Hello</p>')
  })

  it('loads its chunk once, however often it is preloaded', async () => {
    let loads = 0
    const { preload } = lazyScreen(async () => {
      loads += 1
      return Hello
    })
    await Promise.all([preload(), preload()])
    await preload()
    expect(loads).toBe(1)
  })
})
