import type { Rolldown } from 'vite'

type GetModuleInfo = (id: string) => Rolldown.ModuleInfo | null

/** Modules reachable from `start`, itself included, through static imports and, if asked, dynamic ones. */
function reachable(start: string, getModuleInfo: GetModuleInfo, { lazy }: { lazy: boolean }): Set<string> {
  const seen = new Set<string>()
  const stack = [start]
  while (stack.length > 0) {
    const id = stack.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    const info = getModuleInfo(id)
    if (!info) continue
    // importedIds lists the dynamic imports too.
    const dynamic = new Set(lazy ? [] : info.dynamicallyImportedIds)
    for (const next of info.importedIds) if (!dynamic.has(next)) stack.push(next)
    if (lazy) stack.push(...info.dynamicallyImportedIds)
  }
  return seen
}

/** Everything `start` imports statically (dynamic imports are where chunks may split). */
export const staticClosure = (start: string, getModuleInfo: GetModuleInfo) => reachable(start, getModuleInfo, { lazy: false })

/** Every module some other module imports dynamically: the roots of the bundle's lazy chunks. */
function lazyRoots(ids: Iterable<string>, getModuleInfo: GetModuleInfo): Set<string> {
  const roots = new Set<string>()
  for (const id of ids) for (const next of getModuleInfo(id)?.dynamicallyImportedIds ?? []) roots.add(next)
  return roots
}

/**
 * What the home page shares with any other lazy chunk (page heading, cards, icons, the outline
 * editor's helpers…), minus the shell: one chunk instead of a dozen small ones, so the first
 * visit makes few requests. What only the home page uses stays in its own chunk.
 */
export function sharedWithHome(home: string, allIds: Iterable<string>, initial: Set<string>, getModuleInfo: GetModuleInfo): Set<string> {
  const homeModules = staticClosure(home, getModuleInfo)
  const shared = new Set<string>()
  for (const root of lazyRoots(allIds, getModuleInfo)) {
    if (root === home) continue
    for (const id of staticClosure(root, getModuleInfo)) if (homeModules.has(id) && !initial.has(id) && id !== home) shared.add(id)
  }
  return shared
}

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/

export interface ChunkPlan {
  /** The browser entry (src/web/main.tsx). */
  entry: string
  /** The home page's screen (src/web/features/generator/generator-page.tsx). */
  home: string
}

/**
 * First load = entry + `framework` + `shell` + `pages` + the screen's own chunk (decision 58).
 */
export function chunkGroups(plan: ChunkPlan): Rolldown.CodeSplittingOptions {
  let shared: Set<string> | undefined
  return {
    groups: [
      // React and the router change least often: their own chunk stays cached across releases.
      { name: 'framework', test: FRAMEWORK, priority: 30 },
      // Not index.html (Vite's entry module) nor main.tsx: main.tsx awaits the screen's chunk before
      // hydrating, and that chunk imports the shell; in the shell, main.tsx would wait on itself.
      { debugName: 'shell', name: (id) => (id === plan.entry || id.endsWith('.html') ? null : 'shell'), tags: ['$initial'], priority: 20 },
      {
        debugName: 'pages',
        name: (id, ctx) => {
          if (!shared) {
            const info = ctx.getModuleInfo.bind(ctx)
            const initial = staticClosure(plan.entry, info)
            shared = sharedWithHome(plan.home, reachable(plan.entry, info, { lazy: true }), initial, info)
          }
          return shared.has(id) ? 'pages' : null
        },
        priority: 10,
      },
    ],
  }
}
