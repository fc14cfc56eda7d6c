/** subset-font ships no types: the one call the EPUB makes (epub-fonts.ts). */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'
    preserveNameIds?: number[]
    keepFeatures?: string[]
    noLayoutClosure?: boolean
    noHinting?: boolean
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>
}
