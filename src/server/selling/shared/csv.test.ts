import { describe, expect, it } from 'vitest'
import { csvCell, csvDocument } from './csv.ts'

describe('csvCell', () => {
  it('quotes what RFC 4180 says to quote and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+2@example.com')).toBe("'=1+2@example.com")
    expect(csvCell('+cmd')).toBe("'+cmd")
    expect(csvCell('-2')).toBe("'-2")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tx')).toBe("'\tx")
    expect(csvCell('\rx')).toBe(`"'\rx"`)
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('writes numbers as numbers, a negative one too', () => {
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell(19.5)).toBe('19.5')
  })

  it('ends every line with CRLF, the header first', () => {
    expect(csvDocument(['a', 'b'], [['1', 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n')
  })
})
