/**
 * epub-gen-memory's package document and NCX, without its filler metadata: it names an author,
 * publisher and copyright holder "anonymous", which a reader would show on the book. Folio has
 * no author to name, so there is none. EJS templates, as the library expects; `<%= %>` escapes.
 */
export const contentOpfTemplate = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="BookId" xml:lang="<%= lang %>">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="BookId">urn:uuid:<%= id %></dc:identifier>
    <dc:title><%= title %></dc:title>
    <% if (description) { %><dc:description><%= description %></dc:description><% } %>
    <dc:language><%= lang %></dc:language>
    <dc:date><%= date.split('.')[0] + 'Z' %></dc:date>
    <meta property="dcterms:modified"><%= date.split('.')[0] + 'Z' %></meta>
  </metadata>
  <manifest>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml" />
    <item id="toc" href="toc.xhtml" media-type="application/xhtml+xml" properties="nav" />
    <item id="css" href="style.css" media-type="text/css" />
    <% content.forEach(function (chapter, index) { %>
    <item id="content_<%= index %>" href="<%= chapter.filename %>" media-type="application/xhtml+xml" />
    <% }) %>
  </manifest>
  <spine toc="ncx">
    <% content.forEach(function (chapter, index) { if (chapter.beforeToc) { %>
    <itemref idref="content_<%= index %>" />
    <% } }) %>
    <itemref idref="toc" />
    <% content.forEach(function (chapter, index) { if (!chapter.beforeToc) { %>
    <itemref idref="content_<%= index %>" />
    <% } }) %>
  </spine>
</package>
`

/** The EPUB 2 table of contents, kept for older readers; the navigation document is toc.xhtml. */
export const tocNcxTemplate = `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
  <head>
    <meta name="dtb:uid" content="urn:uuid:<%= id %>" />
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
