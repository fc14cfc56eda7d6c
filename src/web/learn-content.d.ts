// Built by scripts/vite-learn-content.ts from content/learn/**.md.
declare module 'virtual:learn-index' {
  import type { CompiledGuide, GuideSummary } from '@core/learn-guide.ts'
  export const guideSummaries: GuideSummary[]
  export const guideLoaders: Record<string, () => Promise<{ default: CompiledGuide }>>
}
