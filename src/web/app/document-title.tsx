import { useEffect } from 'react'
import { useMatches } from 'react-router'
import { documentTitle, type TitleHandle } from './route-titles.ts'

/** Sets the tab title from the deepest route that names one. */
export function DocumentTitle() {
  const matches = useMatches()
  const match = [...matches].reverse().find((m) => (m.handle as TitleHandle | undefined)?.title !== undefined)
  const handle = match?.handle as TitleHandle | undefined
  const title = typeof handle?.title === 'function' ? handle.title(match?.params ?? {}) : handle?.title
  const text = match?.pathname === '/' ? documentTitle(undefined) : documentTitle(title)
  useEffect(() => {
    document.title = text
  }, [text])
  return null
}
