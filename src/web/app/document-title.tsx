import { useEffect } from 'react'
import { useMatches } from 'react-router'
import { titleFromMatches } from './route-titles.ts'

/** Keeps the tab title in step with the route (the prerendered HTML already carries the first one). */
export function DocumentTitle() {
  const text = titleFromMatches(useMatches())
  useEffect(() => {
    document.title = text
  }, [text])
  return null
}
