import { describe, expect, it } from 'vitest'
import { sharedWithHome, staticClosure } from './vite-chunks.ts'

type Graph = Record<string, { imports?: string[]; lazy?: string[] }>

const infoOf = (graph: Graph) => (id: string) =>
  graph[id]
    ? ({
        id,
        importedIds: [...(graph[id].imports ?? []), ...(graph[id].lazy ?? [])],
        dynamicallyImportedIds: graph[id].lazy ?? [],
      } as never)
    : null

// main → routes ⇢ home, ⇢ learn; home → card, home-only; learn → card, learn-only; home ⇢ editor → card-edit
const graph: Graph = {
  main: { imports: ['routes', 'button'] },
  routes: { lazy: ['home', 'learn'] },
  home: { imports: ['card', 'home-only', 'button'], lazy: ['editor'] },
  learn: { imports: ['card', 'learn-only'] },
  editor: { imports: ['pencil'] },
  'home-only': { imports: ['pencil'] },
}

describe('chunk plan', () => {
  it('follows static imports only', () => {
    expect([...staticClosure('main', infoOf(graph))].sort()).toEqual(['button', 'main', 'routes'])
  })

  it('groups what the home page shares with another lazy chunk, minus the shell and the page itself', () => {
    const info = infoOf(graph)
    const initial = staticClosure('main', info)
    expect([...sharedWithHome('home', Object.keys(graph), initial, info)].sort()).toEqual(['card', 'pencil'])
  })
})
