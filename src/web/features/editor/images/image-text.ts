/** The images UI's words (docs/product.md#editor). */
export const IMAGE_TEXT = {
  insertButton: 'Insert image',
  dialogTitle: 'Insert an image',
  dialogDescription: 'A PNG, JPEG or WebP picture. It is kept with this project and only you can see it.',
  fileLabel: 'Image file',
  altLabel: 'Alt text',
  altHint: 'Describe the image for readers who cannot see it (screen readers, e-book readers).',
  widthLabel: 'Width',
  captionLabel: 'Caption (optional)',
  captionHint: 'Printed under the image in every export.',
  needFile: 'Choose an image file to insert.',
  needAlt: 'Add alt text to insert the image.',
  cancel: 'Cancel',
  insert: 'Insert',
  uploading: 'Uploading…',
  unavailable: 'Image not available:',
} as const

/** A caption is one line under the image: as long as an alt text may be. */
export const IMAGE_CAPTION_MAX = 300
