/**
 * Focuses the first control in `container` labelled by one of `labels` (in that order) and brings
 * it into view: the designer's 'Edit title' and 'Edit subtitle' lead to the document's own fields,
 * whichever of them the editor shows.
 */
export function focusLabelledField(container: HTMLElement | null, labels: readonly string[]): boolean {
  if (!container) return false
  const all = [...container.querySelectorAll('label')]
  for (const text of labels) {
    const control = all.find((label) => label.textContent?.trim() === text)?.control
    if (control instanceof HTMLElement) {
      control.focus({ preventScroll: true })
      control.scrollIntoView({ block: 'center' })
      return true
    }
  }
  return false
}
