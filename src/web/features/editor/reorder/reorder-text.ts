/** The words of chapter reordering (decision 108), shared by the list, its handles and the toast. */
export const REORDER_TEXT = {
  handle: (title: string) => `Move “${title}”`,
  instructions: 'Drag to move it, or press the up or down arrow key.',
  moved: (title: string, place: number, count: number) => `“${title}” moved to place ${place} of ${count}.`,
  pickedUp: (title: string) => `Picked up “${title}”.`,
  cancelled: (title: string) => `“${title}” was not moved.`,
  toast: { chapter: 'Chapter moved', section: 'Section moved' },
  undo: 'Undo',
  undoAlt: 'Undo the move',
} as const
