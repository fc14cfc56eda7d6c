/**
 * The fonts of a PDF from its own dictionaries, and whether each is embedded: a font descriptor
 * carries its font file (/FontFile, /FontFile2 or /FontFile3) when embedded. Typst writes these
 * dictionaries uncompressed (no object streams), so a text scan finds them all without a PDF
 * parser; pdffonts agrees in the tests (preflight.test.ts).
 */
export interface PdfFonts {
  /** Font names, the subset prefix ('ABCDEF+') removed, once each. */
  names: string[]
  embedded: boolean
}

export function readPdfFonts(pdf: Uint8Array): PdfFonts {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1')
  const names = new Set<string>()
  let embedded = true
  let at = text.indexOf('/Type /FontDescriptor')
  while (at >= 0) {
    const end = text.indexOf('endobj', at)
    const dictionary = text.slice(at, end < 0 ? undefined : end)
    const name = /\/FontName\s*\/([^\s/<>[\]()]+)/.exec(dictionary)?.[1]
    if (name) names.add(name.replace(/^[A-Z]{6}\+/, ''))
    if (!/\/FontFile[23]?\s/.test(dictionary)) embedded = false
    at = text.indexOf('/Type /FontDescriptor', at + 1)
  }
  return { names: [...names], embedded }
}
