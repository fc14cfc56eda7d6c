/**
 * Scrolls a textarea so that the character at `offset` shows about a third of the way down it,
 * and the page so that that line is on screen (decision 110). A textarea says nothing of where
 * a character sits: a hidden copy of it, as wide and in the same type, measures the text before it.
 */
export function scrollTextareaTo(box: HTMLTextAreaElement, offset: number): void {
  const style = getComputedStyle(box)
  const mirror = document.createElement('div')
  const copied = [
    'fontFamily',
    'fontSize',
    'fontWeight',
    'fontStyle',
    'lineHeight',
    'letterSpacing',
    'wordSpacing',
    'tabSize',
    'textTransform',
    'paddingTop',
    'paddingLeft',
    'paddingRight',
  ] as const
  for (const key of copied) mirror.style[key] = style[key]
  Object.assign(mirror.style, {
    position: 'absolute',
    visibility: 'hidden',
    top: '0',
    left: '-9999px',
    boxSizing: 'border-box',
    border: '0',
    width: `${box.clientWidth}px`,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
  })
  mirror.textContent = box.value.slice(0, offset)
  const marker = document.createElement('span')
  marker.textContent = '\u200b'
  mirror.append(marker)
  document.body.append(mirror)
  const y = marker.offsetTop
  mirror.remove()
  box.scrollTop = Math.max(0, y - box.clientHeight / 3)
  const line = box.getBoundingClientRect().top + (y - box.scrollTop)
  scrollLineIntoView(line)
}

/**
 * A line at `top` (viewport pixels) near an edge of the window goes a third of the way down it:
 * the page's sticky header covers its top, and a line at the very bottom is easy to miss.
 */
export function scrollLineIntoView(top: number): void {
  const height = window.innerHeight
  if (top < height * 0.2 || top > height * 0.8) window.scrollBy({ top: top - height / 3 })
}
