/**
 * schema.org accessibility metadata (EPUB Accessibility 1.1 § 2), as stores list it. Only what
 * the renderer guarantees is claimed: text throughout, a contents and landmarks, one reading
 * order, headings for structure; the one image, the cover, has alternative text.
 */
export function accessibilityMetadata(hasCover: boolean): { property: string; value: string }[] {
  const meta = (property: string, value: string) => ({ property: `schema:${property}`, value })
  const summary = hasCover
    ? 'Text with headings, a table of contents, landmarks and one reading order. The only image is the cover, which has alternative text.'
    : 'Text only, with headings, a table of contents, landmarks and one reading order. No images, audio or video.'
  return [
    meta('accessMode', 'textual'),
    ...(hasCover ? [meta('accessMode', 'visual')] : []),
    meta('accessModeSufficient', 'textual'),
    meta('accessibilityFeature', 'structuralNavigation'),
    meta('accessibilityFeature', 'tableOfContents'),
    meta('accessibilityFeature', 'readingOrder'),
    ...(hasCover ? [meta('accessibilityFeature', 'alternativeText')] : []),
    meta('accessibilityHazard', 'none'),
    meta('accessibilitySummary', summary),
  ]
}
