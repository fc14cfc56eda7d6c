/**
 * schema.org accessibility metadata (EPUB Accessibility 1.1 § 2), as stores list it. Only what
 * the renderer guarantees is claimed: text throughout, a contents and landmarks, one reading
 * order, headings for structure; the cover has alternative text, and the chapters' images the
 * writer's (alternativeText is claimed only when every image has some).
 */
export function accessibilityMetadata(
  hasCover: boolean,
  images: { count: number; described: boolean } = { count: 0, described: true },
): { property: string; value: string }[] {
  const meta = (property: string, value: string) => ({ property: `schema:${property}`, value })
  const visual = hasCover || images.count > 0
  const described = images.described
  const summary =
    images.count > 0
      ? `Text with headings, a table of contents, landmarks and one reading order, and ${images.count} ${images.count === 1 ? 'image' : 'images'} in the chapters${described ? ', each with alternative text' : ''}.`
      : hasCover
        ? 'Text with headings, a table of contents, landmarks and one reading order. The only image is the cover, which has alternative text.'
        : 'Text only, with headings, a table of contents, landmarks and one reading order. No images, audio or video.'
  return [
    meta('accessMode', 'textual'),
    ...(visual ? [meta('accessMode', 'visual')] : []),
    meta('accessModeSufficient', described ? 'textual' : 'textual,visual'),
    meta('accessibilityFeature', 'structuralNavigation'),
    meta('accessibilityFeature', 'tableOfContents'),
    meta('accessibilityFeature', 'readingOrder'),
    ...(visual && described ? [meta('accessibilityFeature', 'alternativeText')] : []),
    meta('accessibilityHazard', 'none'),
    meta('accessibilitySummary', summary),
  ]
}
