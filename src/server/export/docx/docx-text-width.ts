/**
 * Per-character advance widths, in thousandths of an em, of the faces a DOCX is most widely shown
 * in without Word's own: DejaVu Serif and DejaVu Sans, which LibreOffice draws in place of Georgia,
 * Garamond, Cambria (serif) and Arial, Calibri, Trebuchet MS (sans) when it lacks them. They are
 * the widest of the faces the file may be shown in, so text measured with them takes at least the
 * room it takes anywhere. The one way Folio measures DOCX text: table columns (docx-table.ts) and
 * the contents' page numbers (docx-page-estimate.ts). Read from the fonts' hmtx tables for
 * printable ASCII and the typographic marks the book prints (curly quotes, dashes, ellipsis, ×).
 */
const CHARACTERS = ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~‘’“”–—…×'

const table = (widths: number[]) => new Map([...CHARACTERS].map((char, i) => [char, widths[i]!]))

// prettier-ignore
const SERIF = table([318,402,460,838,636,950,890,275,390,390,500,838,318,338,318,337,636,636,636,636,636,636,636,636,636,636,337,337,838,838,838,536,1000,722,735,765,802,730,694,799,872,395,401,747,664,1024,875,820,673,820,753,685,667,843,722,1028,712,660,695,390,337,390,838,500,500,596,640,560,640,592,370,640,644,320,310,606,320,948,644,602,640,640,478,513,402,644,565,856,564,565,527,636,337,636,838,318,318,511,511,500,1000,1000,838])
// prettier-ignore
const SERIF_BOLD = table([348,439,521,838,696,950,903,306,473,473,523,838,348,415,348,365,696,696,696,696,696,696,696,696,696,696,369,369,838,838,838,586,1000,776,845,796,867,762,710,854,945,468,473,869,703,1107,914,871,752,871,831,722,744,872,776,1123,776,714,730,473,365,473,838,500,500,648,699,609,699,636,430,699,727,380,362,693,380,1058,727,667,699,699,527,563,462,727,581,861,596,581,568,643,364,643,838,348,348,575,575,500,1000,1000,838])
// prettier-ignore
const SANS = table([318,401,460,838,636,950,780,275,390,390,500,838,318,361,318,337,636,636,636,636,636,636,636,636,636,636,337,337,838,838,838,531,1000,684,686,698,770,632,575,775,752,295,295,656,557,863,748,787,603,787,695,635,611,732,684,989,685,611,685,390,337,390,838,500,500,613,635,550,635,615,352,635,634,278,278,579,278,974,634,612,635,635,411,521,392,634,592,818,592,592,525,636,337,636,838,318,318,518,518,500,1000,1000,838])
// prettier-ignore
const SANS_BOLD = table([348,456,521,838,696,1002,872,306,457,457,523,838,380,415,380,365,696,696,696,696,696,696,696,696,696,696,400,400,838,838,838,580,1000,774,762,734,830,683,683,821,837,372,372,775,637,995,837,850,733,850,770,720,682,812,774,1103,771,724,725,457,365,457,838,500,500,675,716,593,716,678,435,716,712,343,343,665,343,1042,712,687,716,716,493,595,478,712,652,924,645,652,582,712,365,712,838,380,380,657,657,500,1000,1000,838])

/** A character the tables lack (another script, a symbol) is taken as a wide letter. */
const OTHER = 700
const MONO = 602

export type FaceKind = 'serif' | 'sans' | 'mono'

const SANS_FACES = /arial|calibri|trebuchet|helvetica|segoe|verdana|tahoma|plex|nunito/i
const MONO_FACES = /consolas|courier|mono/i

/** Which DejaVu face stands in for a Word face. */
export const faceKind = (wordFace: string): FaceKind => (MONO_FACES.test(wordFace) ? 'mono' : SANS_FACES.test(wordFace) ? 'sans' : 'serif')

/** Width of text in twips at `halfPoints` (WordprocessingML's run size), in the face's stand-in. */
export function textTwips(text: string, halfPoints: number, kind: FaceKind, bold = false): number {
  const widths = kind === 'sans' ? (bold ? SANS_BOLD : SANS) : bold ? SERIF_BOLD : SERIF
  let em = 0
  for (const char of text) em += kind === 'mono' ? MONO : (widths.get(char) ?? OTHER)
  // thousandths of an em × size in points (halfPoints / 2) × 20 twips a point
  return (em * halfPoints * 10) / 1000
}
