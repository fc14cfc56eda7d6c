/** The words of chapter reordering (decision 108), shared by the list, its handles and the toast. */
export const REORDER_TEXT = {
  moveUp: 'Move up',
  moveDown: 'Move down',
  /** What 'Move up' and 'Move down' act on, and the keys that do the same from the list. */
  moveHint: 'Moves the open chapter. In the list: drag a chapter by its grip, or press Alt+Up or Alt+Down on it.',
  instructions: 'Drag to move the chapter, or press Alt+Up or Alt+Down on it.',
  moved: (title: string, place: number, count: number) => `“${title}” moved to place ${place} of ${count}.`,
  pickedUp: (title: string) => `Picked up “${title}”.`,
  cancelled: (title: string) => `“${title}” was not moved.`,
  toast: { chapter: 'Chapter moved', section: 'Section moved' },
  undo: 'Undo',
  undoAlt: 'Undo the move',
} as const
