import { describe, expect, it } from 'vitest'
import { readPdfFonts } from './pdf-font-check.ts'

const pdf = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'))
const descriptor = (id: number, name: string, file: string) =>
  `${id} 0 obj\n<<\n  /Type /FontDescriptor\n  /FontName /${name}\n  /Flags 4\n${file}>>\nendobj\n`

describe('readPdfFonts', () => {
  it('names the fonts without their subset prefix and finds every one embedded', () => {
    const read = readPdfFonts(
      pdf(
        descriptor(14, 'WOHUYT+LibertinusSerif-Bold', '  /FontFile3 15 0 R\n') +
          descriptor(30, 'ABCDEF+DejaVuSansMono', '  /FontFile2 31 0 R\n'),
      ),
    )
    expect(read).toEqual({ names: ['LibertinusSerif-Bold', 'DejaVuSansMono'], embedded: true })
  })

  it('finds a descriptor with no font file: a font the reader must supply', () => {
    const read = readPdfFonts(pdf(descriptor(14, 'LibertinusSerif-Bold', '  /FontFile3 15 0 R\n') + descriptor(30, 'Helvetica', '')))
    expect(read.embedded).toBe(false)
  })
})
