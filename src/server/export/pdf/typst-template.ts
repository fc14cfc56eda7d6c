/**
 * The Typst source of every exported PDF, kept as a string so the server bundle carries it.
 * It reads the document as JSON from `sys.inputs.doc` (see typst-document.ts); user text reaches
 * the page only as strings, never as markup. Split in parts by role; `TYPST_TEMPLATE` joins them.
 *
 * Fonts: only the families compiled into the Typst engine (Libertinus Serif, New Computer Modern,
 * DejaVu Sans Mono) are named, so the PDF looks the same on every machine and needs no system
 * fonts; Libertinus covers Latin, Greek and Cyrillic.
 */

const setup = `
#let doc = json(bytes(sys.inputs.doc))
// Functions below read these small values, never doc itself: Typst memoizes a call by what it
// captures, so a function holding the whole document would miss its cache whenever anything changed.
#let kind = doc.kind
#let worksheet = kind != "book"
#let accent = rgb(doc.accent)
#let ink = rgb("#1f2430")
#let muted = rgb("#667085")
#let hair = rgb("#c3cad5")
#let tint = accent.lighten(90%)
#let serif = ("Libertinus Serif", "New Computer Modern", "DejaVu Sans Mono")
#let mono = "DejaVu Sans Mono"
#let margin-bottom = 0.95in

#set page(paper: "us-letter", margin: (x: 1.05in, top: 1.05in, bottom: margin-bottom))
#set text(font: serif, size: if worksheet { 11.5pt } else { 11.25pt }, fill: ink, lang: "en")
#set par(justify: not worksheet, leading: 0.7em, spacing: 1.1em)
#show raw: set text(font: mono, size: 0.86em)
#show link: set text(fill: accent.darken(10%))
#show link: underline.with(stroke: 0.4pt + accent.lighten(45%), offset: 2pt)
#set list(indent: 0.4em, body-indent: 0.6em, marker: (text(fill: accent)[•], text(fill: accent)[–]))
#set enum(indent: 0.4em, body-indent: 0.6em)
#set table(stroke: none)

#show heading: set text(hyphenate: false)
#show heading: set par(justify: false)
#show heading.where(level: 2): it => block(above: 1.7em, below: 0.8em, text(size: 1.3em, weight: "semibold", fill: accent.darken(15%), it.body))
#show heading.where(level: 3): it => block(above: 1.4em, below: 0.65em, text(size: 1.1em, weight: "semibold", it.body))
#show heading.where(level: 4): it => block(above: 1.2em, below: 0.6em, text(weight: "semibold", style: "italic", it.body))
#show heading.where(level: 5): it => block(above: 1.1em, below: 0.55em, text(style: "italic", it.body))
#show heading.where(level: 6): it => block(above: 1.1em, below: 0.55em, text(style: "italic", fill: muted, it.body))
`

/** A tick box: drawn, with a real '✔' glyph inside when ticked so the tick survives text extraction. */
const tickBox = `
#let tick-box(checked, size) = move(dy: -(size - 0.68em) / 2, box(
  width: size, height: size,
  stroke: (if worksheet { 1.1pt } else { 0.8pt }) + ink.lighten(15%), radius: 2pt,
  align(center + horizon, if checked { text(font: mono, size: size * 0.9, fill: accent, "✔") }),
))
`

const inlines = `
// Titles arrive as plain strings: their straight quotes become Typst's smart quotes here.
#let typo(s) = for m in s.matches(regex("[\\u{22}']|[^\\u{22}']+")) {
  if m.text == "\\u{22}" { smartquote(double: true) } else if m.text == "'" { smartquote(double: false) } else { m.text }
}
#let inl(nodes) = for n in nodes {
  if n.t == "text" { n.v }
  else if n.t == "q" { smartquote(double: n.double) }
  else if n.t == "strong" { strong[#inl(n.c)] }
  else if n.t == "emph" { emph[#inl(n.c)] }
  else if n.t == "del" { strike[#inl(n.c)] }
  else if n.t == "sup" { super[#inl(n.c)] }
  else if n.t == "code" { raw(n.v) }
  else if n.t == "link" { link(n.url)[#inl(n.c)] }
  else if n.t == "br" { linebreak() }
}
`

/** Blocks in one recursive function: Typst functions cannot call ones defined after them. */
const blocks = `
#let blank-rows = 3
#let cell-align(a) = if a == "center" { center } else if a == "right" { right } else { left }

#let blk(b, depth: 0) = {
  if b.t == "p" [#inl(b.c)#parbreak()]
  else if b.t == "h" { heading(level: b.level)[#inl(b.c)] }
  else if b.t == "hr" { align(center, block(above: 1.5em, below: 1.5em, line(length: 30%, stroke: 0.6pt + hair))) }
  else if b.t == "code" {
    block(width: 100%, fill: luma(246), inset: 9pt, radius: 3pt,
      raw(b.v, block: true, lang: if b.lang == "" { none } else { b.lang }))
  }
  else if b.t == "quote" {
    block(above: 1.3em, below: 1.3em, inset: (left: 14pt, y: 3pt), stroke: (left: 2.5pt + accent.lighten(45%)),
      text(style: "italic", fill: ink.lighten(12%))[#for c in b.c { blk(c, depth: depth) }])
  }
  else if b.t == "table" {
    let n = b.align.len()
    // A zero-width strut gives empty cells the height of a line of text, so blank rows are as tall as filled ones.
    let cells = b.rows.map(r => r.map(c => [#box(width: 0pt, height: 0.7em)#inl(c)]))
    let extra = if kind == "planner" { ([#box(width: 0pt, height: 0.7em)],) * (n * blank-rows) } else { () }
    let pad = if kind == "planner" { (x: 7pt, y: 10pt) } else if worksheet { (x: 7pt, y: 8pt) } else { (x: 6pt, y: 6pt) }
    block(above: 1.3em, below: 1.3em, table(
      columns: if worksheet { (1fr,) * n } else { n },
      align: (x, y) => cell-align(b.align.at(x)) + horizon,
      inset: pad,
      fill: (x, y) => if y == 0 { tint },
      stroke: if worksheet { 0.6pt + hair } else { (x, y) => (bottom: if y == 0 { 0.8pt + ink } else { 0.4pt + hair }) },
      table.header(..cells.first().map(c => text(weight: "semibold", c))),
      ..cells.slice(1).flatten(),
      ..extra,
    ))
  }
  else if b.t == "list" {
    let tasks = b.items.any(i => i.checked != none) or (kind == "checklist" and not b.ordered)
    let body(i) = [#for c in i.c { blk(c, depth: depth + 1) }]
    if tasks {
      let size = if worksheet and depth == 0 { 15pt } else if worksheet { 12pt } else { 0.85em }
      let mark(i) = if i.checked == none and not worksheet { text(fill: accent)[•] } else { tick-box(i.checked == true, size) }
      let rows = b.items.map(i => (mark(i), body(i))).flatten()
      if worksheet and depth == 0 {
        // A worksheet row: big box, roomy, ruled underneath like a form.
        block(above: 1.1em, below: 1.3em, grid(
          columns: (auto, 1fr), column-gutter: 11pt, inset: (y: 9pt),
          stroke: (x, y) => if x == 1 { (bottom: 0.5pt + hair) },
          ..rows,
        ))
      } else {
        block(above: if depth > 0 { 0.9em } else { 1.1em }, grid(columns: (auto, 1fr), column-gutter: 0.6em, row-gutter: if b.tight { 0.75em } else { 1.1em }, ..rows))
      }
    } else {
      // Lists keep a paragraph's distance from what is around them, so two lists in a row stay apart.
      let gap = if depth == 0 { 1.3em } else { 0.65em }
      block(above: gap, below: gap, if b.ordered {
        enum(tight: b.tight, start: b.start, ..b.items.map(body))
      } else {
        list(tight: b.tight, ..b.items.map(body))
      })
    }
  }
}
`

export const TYPST_TEMPLATE_PARTS = { setup, tickBox, inlines, blocks }
