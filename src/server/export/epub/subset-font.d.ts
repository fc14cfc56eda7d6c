/** subset-font ships no types: the one call the EPUB makes (epub-fonts.ts). */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'
    preserveNameIds?: number[]
    keepFeatures?: string[]
    noLayoutClosure?: boolean
    noHinting?: boolean
  }
  // The package is CommonJS with one function as its export; the declaration says so.
  // eslint-disable-next-line no-restricted-syntax
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>
}
