import { TYPST_TEMPLATE_PARTS } from './typst-template.ts'

/**
 * Page furniture: running header and page number, the cover, the contents and the chapter
 * openings. Books (ebook, guide) get a full-colour cover and quiet chapter openings; worksheets
 * (checklist, planner) get a printer-friendly cover with Name/Date lines, a banner per section,
 * fill-in fields and ruled notes lines to the foot of each section's last page.
 */

const furniture = `
#let body-page() = {
  let starts = query(<folio-body>)
  starts.len() > 0 and here().page() >= starts.first().location().page()
}

// The header reads the titles through queries rather than capturing them: page styles are part
// of every paragraph's cache key, so a header that held the title would re-lay out the whole book
// when only the title changed.
#metadata(doc.running) <running-title>
#set page(
  header: context if body-page() {
    let p = here().page()
    let opening = query(<chapter-mark>).filter(m => m.location().page() == p)
    // Books leave the header off a chapter's first page; worksheets keep it on every sheet.
    if worksheet or opening.len() == 0 {
      let current = if opening.len() > 0 { opening.first() } else { query(selector(<chapter-mark>).before(here())).at(-1, default: none) }
      set text(size: 8.5pt, fill: muted, hyphenate: false)
      set par(justify: false)
      grid(columns: (1fr, auto), column-gutter: 2em,
        emph(typo(query(<running-title>).first().value)),
        if current != none { typo(current.value) },
      )
      v(-4pt)
      line(length: 100%, stroke: 0.4pt + hair)
    }
  },
  footer: context if body-page() {
    set text(size: 9pt, fill: muted)
    align(center, counter(page).display())
  },
)
`

const cover = `
// Quiet rings in a corner: a cover with some shape to it, drawn, so it needs no image.
#let rings(color, at) = for (k, r) in (1.2in, 2in, 2.8in, 3.6in, 4.4in).enumerate() {
  place(at, dx: if at == bottom + right { r - 0.9in } else { r - 1.4in }, dy: if at == bottom + right { r - 1.3in } else { -r + 1.2in },
    circle(radius: r, stroke: (1.2pt - k * 0.15pt) + color))
}

#let cover-book() = page(margin: 0pt, header: none, footer: none, fill: accent)[
  #set text(hyphenate: false, fill: white)
  #set par(justify: false)
  #rings(white.transparentize(86%), bottom + right)
  #block(width: 100%, height: 100%, inset: (x: 0.95in, top: 1.3in, bottom: 0.9in))[
    #text(size: 9.5pt, tracking: 0.3em, weight: "semibold", fill: white.transparentize(20%), upper(doc.label))
    #v(0.3in)
    #block(par(leading: 0.42em, text(size: doc.titleSize * 1pt, weight: "bold", typo(doc.title))))
    #v(0.28in)
    #line(length: 1.1in, stroke: 2.5pt + white.transparentize(35%))
    #v(0.28in)
    #block(width: 90%, par(leading: 0.6em, text(size: doc.descriptionSize * 1pt, fill: white.transparentize(8%), typo(doc.description))))
    #v(1fr)
    #text(size: 9.5pt, tracking: 0.06em, fill: white.transparentize(30%), doc.coverNote)
  ]
]

#let write-line(label) = grid(columns: (auto, 1fr), column-gutter: 8pt, align: bottom,
  text(size: 9pt, tracking: 0.16em, weight: "semibold", fill: muted, upper(label)),
  line(length: 100%, stroke: 0.6pt + ink.lighten(40%)),
)

#let cover-worksheet() = page(margin: 0pt, header: none, footer: none)[
  #set text(hyphenate: false)
  #set par(justify: false)
  #place(top, block(width: 100%, height: 0.62in, fill: accent, inset: (x: 0.95in), clip: true, {
    rings(white.transparentize(80%), top + right)
    align(horizon, text(size: 9.5pt, tracking: 0.3em, weight: "semibold", fill: white, upper(doc.label)))
  }))
  #block(width: 100%, height: 100%, inset: (x: 0.95in, top: 1.8in, bottom: 0.95in))[
    #block(par(leading: 0.42em, text(size: doc.titleSize * 1pt, weight: "bold", typo(doc.title))))
    #v(0.25in)
    #line(length: 1.1in, stroke: 2.5pt + accent)
    #v(0.25in)
    #block(width: 90%, par(leading: 0.6em, text(size: doc.descriptionSize * 1pt, fill: ink.lighten(20%), typo(doc.description))))
    #v(1fr)
    #grid(columns: (1.4fr, 1fr), column-gutter: 0.4in, write-line("Name"), write-line("Date"))
    #v(0.3in)
    #text(size: 9.5pt, fill: muted, doc.coverNote)
  ]
]
`

const contents = `
#let contents-page() = page[
  #v(if worksheet { 0.2in } else { 0.75in })
  #text(size: if worksheet { 19pt } else { 25pt }, weight: "semibold", "Contents")
  #v(0.16in, weak: true)
  #line(length: 0.9in, stroke: 1.5pt + accent)
  #v(0.35in)
  #set outline.entry(fill: box(width: 1fr, repeat(gap: 0.4em, text(fill: hair, "."))))
  #show outline.entry.where(level: 1): set block(above: if doc.chapters.len() > 20 { 0.85em } else { 1.15em })
  #show outline.entry.where(level: 1): set text(size: 11.5pt)
  #outline(title: none, depth: 1, indent: 0pt)
]
`

const chapters = `
#let section-word = doc.sectionWord
// The chapter number shows in the contents unless the title already has one of its own.
#let numbered = doc.numbered
#let chapter-heading(ch) = heading(level: 1, numbering: if numbered { "1" } else { none }, typo(ch.title))
#let opener(i, ch) = {
  [#metadata(ch.running) <chapter-mark>]
  if worksheet {
    block(width: 100%, fill: accent, inset: (x: 14pt, top: 11pt, bottom: 13pt), radius: 3pt, below: 14pt)[
      #set text(fill: white)
      #if numbered { text(size: 8.5pt, tracking: 0.24em, weight: "semibold", fill: white.transparentize(15%), upper(section-word + " " + str(i + 1))) }
      #v(3pt, weak: true)
      #chapter-heading(ch)
    ]
    let fields = if kind == "checklist" and ch.tasks > 0 {
      (write-line("Date"), grid(columns: (auto, 0.5in, auto), column-gutter: 6pt, align: bottom,
        text(size: 9pt, tracking: 0.16em, weight: "semibold", fill: muted, "DONE"),
        line(length: 100%, stroke: 0.6pt + ink.lighten(40%)),
        text(size: 10pt, fill: muted, "of " + str(ch.tasks))))
    } else { (write-line("Date"), write-line(if kind == "planner" { "Week of" } else { "Goal" })) }
    block(below: 18pt, grid(columns: (1fr, 1fr), column-gutter: 0.4in, ..fields))
  } else {
    v(0.75in)
    if numbered { text(size: 9.5pt, tracking: 0.28em, weight: "semibold", fill: accent, upper(section-word + " " + str(i + 1))) }
    v(0.12in, weak: true)
    chapter-heading(ch)
    v(0.16in, weak: true)
    line(length: 0.9in, stroke: 1.5pt + accent)
    v(0.38in)
  }
}

#show heading.where(level: 1): it => block(par(leading: 0.45em,
  text(size: if worksheet { 19pt } else { 25pt }, weight: "semibold", it.body)))

#let notes() = context {
  let gap = 26pt
  // The label takes about 26pt; what is left of the page down to the bottom margin gets lines.
  let room = page.height - margin-bottom - here().position().y - 28pt
  let n = calc.min(calc.floor(room / gap), 18)
  if n >= 3 {
    block(above: 1.6em, below: 0pt, sticky: true, text(size: 8.5pt, tracking: 0.24em, weight: "semibold", fill: accent, "NOTES"))
    for _ in range(n) { block(above: 0pt, below: 0pt, height: gap, align(bottom, line(length: 100%, stroke: 0.5pt + hair))) }
  }
}

#if worksheet { cover-worksheet() } else { cover-book() }
#contents-page()
#set page(numbering: "1")
#counter(page).update(1)
#metadata("body") <folio-body>
#for (i, ch) in doc.chapters.enumerate() {
  if i > 0 { pagebreak() }
  opener(i, ch)
  for b in ch.blocks { blk(b) }
  if worksheet { notes() }
}

// Last, so that no page's style chain holds the title (see the header).
#set document(title: doc.title, description: if doc.description == "" { none } else { doc.description })
`

const { setup, tickBox, inlines, blocks } = TYPST_TEMPLATE_PARTS

export const TYPST_TEMPLATE = [setup, tickBox, inlines, blocks, furniture, cover, contents, chapters].join('\n')
