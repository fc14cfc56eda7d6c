/** A chapter added by hand: its title in the outline and in the editor, and the editor's placeholder text. */
export const NEW_CHAPTER_TITLE = 'New Chapter'
export const NEW_CHAPTER_PLACEHOLDER = 'Start writing here...'
