/**
 * Typst sources that draw fields with planner-fields.typ directly, as the planner and checklist
 * page templates do (issue 28): for the fillable PDF's tests and its benchmark (bench/export-fillable.ts).
 */

/** A Letter page per `pages`, each with `perPage` tick boxes and as many write-in lines. */
export function fieldPagesSource(pages: number, perPage: number): string {
  return `#import "planner-fields.typ": check-field, text-field
#set page(width: 612pt, height: 792pt, margin: 48pt)
#set text(size: 11pt)
#for p in range(${pages}) {
  if p > 0 { pagebreak() }
  for i in range(${perPage}) {
    grid(columns: (auto, 1fr), column-gutter: 8pt, align: bottom,
      check-field("Page " + str(p + 1) + " item " + str(i + 1), size: 12pt),
      text-field("Page " + str(p + 1) + " line " + str(i + 1)))
    v(4pt)
  }
}
`
}
