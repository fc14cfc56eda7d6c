import { findLearnCategory, findLearnGuide } from '@core/learn.ts'

export const APP_NAME = 'Folio'

export type TitleHandle = { title: string | ((params: Record<string, string | undefined>) => string) }

/** 'Pricing' → 'Pricing — Folio'; the home page keeps the product's own title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} — ${APP_NAME}` : `${APP_NAME} — AI digital product generator`
}

export const learnCategoryTitle: TitleHandle['title'] = (params) => findLearnCategory(params.category ?? '')?.title ?? 'Page Not Found'

export const learnGuideTitle: TitleHandle['title'] = (params) =>
  findLearnGuide(params.category ?? '', params.guide ?? '')?.title ?? 'Page Not Found'

interface TitledMatch {
  handle?: unknown
  params: Record<string, string | undefined>
  pathname: string
}

/** The document title for a matched route chain: the deepest route that names one wins. */
export function titleFromMatches(matches: readonly TitledMatch[]): string {
  const match = [...matches].reverse().find((m) => (m.handle as TitleHandle | undefined)?.title !== undefined)
  if (!match || match.pathname === '/') return documentTitle(undefined)
  const { title } = match.handle as TitleHandle
  return documentTitle(typeof title === 'function' ? title(match.params) : title)
}
