/**
 * epub-gen-memory's four templates, replaced: its own name an author, publisher and copyright
 * holder "anonymous", draw a random identifier and know nothing of landmarks or accessibility.
 * EJS, as the library expects; `<%= %>` escapes. Besides the library's own values they read
 * what render-epub.ts adds to its options (EpubTemplateValues) and to each chapter (`kind`, `cover`).
 */
export interface EpubTemplateValues {
  identifier: string
  /** The book's subtitle (issue 27): a second dc:title, refined as the subtitle (EPUB 3 `title-type`). */
  subtitle: string | null
  creator: string | null
  /** The imprint (issue 29), as dc:publisher (the library's own `publisher` option is not read). */
  imprintName: string | null
  /**
   * The book's ISBN as a second dc:identifier beside the stable one ('urn:isbn:9781234567897'),
   * typed by ONIX code list 5 (15: ISBN-13, 02: ISBN-10).
   */
  isbn: { urn: string; onixType: '15' | '02' } | null
  /** dc:subject entries (render-epub.ts says which). */
  subjects: string[]
  /** Embedded font files under OEBPS/ (epub-fonts.ts); the library's own `fonts` option stays empty. */
  fontFiles: { id: string; href: string }[]
  /** 'rtl' for a right-to-left book: the spine's page progression and every document's direction. */
  dir: 'ltr' | 'rtl'
  /** The copyright year, as the publication date. */
  published: string
  rights: string
  accessibility: { property: string; value: string }[]
  coverImage: { href: string; mediaType: string } | null
  landmarks: { type: string; href: string; label: string }[]
  /** A short book's contents stay out of the reading order (nav documents must exist, not be read). */
  contentsLinear: boolean
}

export const contentOpfTemplate = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="BookId" xml:lang="<%= lang %>">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="BookId"><%= identifier %></dc:identifier>
    <% if (subtitle) { %><dc:title id="title"><%= title %></dc:title>
    <meta refines="#title" property="title-type">main</meta>
    <dc:title id="subtitle"><%= subtitle %></dc:title>
    <meta refines="#subtitle" property="title-type">subtitle</meta><% } else { %><dc:title><%= title %></dc:title><% } %>
    <% if (isbn) { %><dc:identifier id="isbn"><%= isbn.urn %></dc:identifier>
    <meta refines="#isbn" property="identifier-type" scheme="onix:codelist5"><%= isbn.onixType %></meta><% } %>
    <% if (creator) { %><dc:creator id="creator"><%= creator %></dc:creator>
    <meta refines="#creator" property="role" scheme="marc:relators">aut</meta><% } %>
    <% if (imprintName) { %><dc:publisher><%= imprintName %></dc:publisher><% } %>
    <% if (description) { %><dc:description><%= description %></dc:description><% } %>
    <% subjects.forEach(function (subject) { %><dc:subject><%= subject %></dc:subject>
    <% }) %>
    <dc:language><%= lang %></dc:language>
    <dc:date><%= published %></dc:date>
    <dc:rights><%= rights %></dc:rights>
    <meta property="dcterms:modified"><%= date.split('.')[0] + 'Z' %></meta>
    <% accessibility.forEach(function (meta) { %><meta property="<%= meta.property %>"><%= meta.value %></meta>
    <% }) %>
    <% if (coverImage) { %><meta name="cover" content="cover-image" /><% } %>
  </metadata>
  <manifest>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml" />
    <item id="toc" href="toc.xhtml" media-type="application/xhtml+xml" properties="nav" />
    <item id="css" href="style.css" media-type="text/css" />
    <% fontFiles.forEach(function (font) { %>
    <item id="<%= font.id %>" href="<%= font.href %>" media-type="font/ttf" />
    <% }) %>
    <% if (coverImage) { %>
    <item id="cover-image" href="<%= coverImage.href %>" media-type="<%= coverImage.mediaType %>" properties="cover-image" />
    <% } %>
    <% images.forEach(function (image) { %>
    <item id="<%= image.id %>" href="images/<%= image.id %>.<%= image.extension %>" media-type="<%= image.mediaType %>" />
    <% }) %>
    <% content.forEach(function (chapter, index) { %>
    <item id="content_<%= index %>" href="<%= chapter.filename %>" media-type="application/xhtml+xml" />
    <% }) %>
  </manifest>
  <spine toc="ncx"<% if (dir === 'rtl') { %> page-progression-direction="rtl"<% } %>>
    <% content.forEach(function (chapter, index) { if (chapter.beforeToc) { %>
    <itemref idref="content_<%= index %>" />
    <% } }) %>
    <itemref idref="toc"<% if (!contentsLinear) { %> linear="no"<% } %> />
    <% content.forEach(function (chapter, index) { if (!chapter.beforeToc) { %>
    <itemref idref="content_<%= index %>" />
    <% } }) %>
  </spine>
</package>
`

/** The EPUB 2 table of contents, kept for older readers; the navigation document is toc.xhtml. */
export const tocNcxTemplate = `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="<%= lang %>">
  <head>
    <meta name="dtb:uid" content="<%= identifier %>" />
    <meta name="dtb:depth" content="1" />
    <meta name="dtb:totalPageCount" content="0" />
    <meta name="dtb:maxPageNumber" content="0" />
  </head>
  <docTitle><text><%= title %></text></docTitle>
  <navMap>
    <% var order = 1; content.forEach(function (chapter, index) { if (!chapter.excludeFromToc) { %>
    <navPoint id="nav_<%= index %>" playOrder="<%= order++ %>">
      <navLabel><text><%= chapter.title %></text></navLabel>
      <content src="<%= chapter.filename %>" />
    </navPoint>
    <% } }) %>
  </navMap>
</ncx>
`

/** An XHTML content document up to its body, in the book's language, titled by the named template value. */
const xhtmlStart = (titleValue: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="<%= lang %>" lang="<%= lang %>"<% if (locals.dir === 'rtl') { %> dir="rtl"<% } %>>
<head>
  <meta charset="UTF-8" />
  <title><%= ${titleValue} %></title>
  <link rel="stylesheet" type="text/css" href="style.css" />
</head>
`

/** The navigation document: the contents, in the book's language, and the landmarks reading systems jump to. */
export const navTemplate = `${xhtmlStart('tocTitle')}<body>
  <nav id="toc" class="contents" epub:type="toc">
    <h1><%= tocTitle %></h1>
    <ol>
      <% content.forEach(function (chapter) { if (!chapter.excludeFromToc) { %>
      <li><a href="<%= chapter.filename %>"><%= chapter.title %></a></li>
      <% } }) %>
    </ol>
  </nav>
  <nav epub:type="landmarks" hidden="hidden">
    <ol>
      <% landmarks.forEach(function (landmark) { %>
      <li><a epub:type="<%= landmark.type %>" href="<%= landmark.href %>"><%= landmark.label %></a></li>
      <% }) %>
    </ol>
  </nav>
</body>
</html>
`

/**
 * Every content document names the book's language and direction, and which part of the book it
 * is (front, body or back matter); the cover page holds only the cover image.
 */
export const chapterTemplate = `${xhtmlStart('title')}<body<% if (locals.part) { %> epub:type="<%= part %>"<% } %><% if (locals.kind) { %> class="<%= kind %>"<% } %>>
<% if (locals.cover) { %><section class="cover" epub:type="cover"><img src="<%= cover.href %>" alt="<%= cover.alt %>" /></section><% } %>
<%- content %>
</body>
</html>
`
