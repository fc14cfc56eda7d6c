import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The Typst template: the `.typ` files of ./typst/, by name, read as text (decision 47). The
 * same relative URL finds them from src (tsx, vitest: src/server/export/pdf/typst/) and in the
 * build, where this code is bundled into dist/server/export/export-worker.js and
 * scripts/build.mjs copies the folder beside it (dist/server/export/typst/).
 */
export const TYPST_DIR = fileURLToPath(new URL('./typst/', import.meta.url))

/** The template's entry; the other files are modules it imports, or the cover image's entry. */
export const TYPST_MAIN = 'folio.typ'

/** The store cover image's entry (cover/render-cover.ts): the cover alone, on the image's page. */
export const TYPST_COVER = 'cover-image.typ'

/** The paperback's wrap cover's entry (cover/render-wrap.ts): back, spine and front on one page (decision 83). */
export const TYPST_WRAP = 'cover-wrap.typ'

export function readTypstFiles(): Map<string, string> {
  const names = readdirSync(TYPST_DIR).filter((name) => name.endsWith('.typ'))
  if (!names.includes(TYPST_MAIN)) throw new Error(`The Typst template is missing: no ${TYPST_MAIN} in ${TYPST_DIR}`)
  return new Map(names.map((name) => [name, readFileSync(TYPST_DIR + name, 'utf8')]))
}
