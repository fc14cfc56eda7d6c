/**
 * Whether a rewrite changed anything a reader would see (decision 61): line endings and spaces at
 * the ends of lines and of the text are not changes, so a model that only re-wraps the final
 * newline has changed nothing and keeps no history entry.
 */
export function sameText(a: string, b: string): boolean {
  return a === b || normalise(a) === normalise(b)
}

const normalise = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\s+$/, '')

export const sameChapter = (a: { title: string; content: string }, b: { title: string; content: string }) =>
  a.title.trim() === b.title.trim() && sameText(a.content, b.content)
