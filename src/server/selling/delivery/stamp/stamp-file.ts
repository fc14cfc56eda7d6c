import { unzipSync, zipSync } from 'fflate'
import { soldToLine } from '@core/selling.ts'
import type { ProductFile, ProductFileFormat } from '../../shared/product-files.ts'
import { stampDocx } from './stamp-docx.ts'
import { stampEpub } from './stamp-epub.ts'
import { stampPdf } from './stamp-pdf.ts'

export type StampableFormat = Extract<ProductFileFormat, 'pdf' | 'epub' | 'docx' | 'bundle'>

/**
 * Every file a buyer is given goes through here (decision 133): "Sold to <e-mail>" at the foot of
 * each PDF page, on the EPUB's and the DOCX's copyright page, and on every PDF inside a size bundle,
 * so no format is an unstamped way around it. The caller serves what this returns, never the
 * stored bytes.
 */
export async function stampFile(file: ProductFile, format: StampableFormat, email: string): Promise<Uint8Array> {
  return stampBytes(file.bytes, format, email)
}

/**
 * The same on the bytes alone: what an export worker runs (decision 138), so a 200-page PDF's
 * seconds of CPU are spent off the server's event loop.
 */
export async function stampBytes(bytes: Uint8Array, format: StampableFormat, email: string): Promise<Uint8Array> {
  const line = soldToLine(email)
  switch (format) {
    case 'pdf':
      return stampPdf(bytes, line)
    case 'epub':
      return stampEpub(bytes, line)
    case 'docx':
      return stampDocx(bytes, line)
    case 'bundle':
      return stampBundle(bytes, line)
  }
}

/** Each PDF of the ZIP stamped, the other files (the printing note) as they were, in the same order; stored, as the bundle is. */
async function stampBundle(zip: Uint8Array, line: string): Promise<Uint8Array> {
  const files = unzipSync(zip)
  const out: Record<string, Uint8Array> = {}
  for (const [name, bytes] of Object.entries(files)) out[name] = /\.pdf$/i.test(name) ? await stampPdf(bytes, line) : bytes
  return zipSync(out, { level: 0 })
}
