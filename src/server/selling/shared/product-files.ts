import type { Queryable } from '../../db/database.ts'

export type ProductFileFormat = 'pdf' | 'epub' | 'docx' | 'bundle' | 'cover' | 'og'

export interface ProductFile {
  bytes: Uint8Array
  fileName: string
  mediaType: string
  sha256: string
}

/**
 * One file of a frozen version (product_files), as delivery and the product page read it. The
 * contract's version reads the bytes from the row; publishing may keep them elsewhere (decision 128)
 * and extends this one reader, which every part uses.
 */
export async function readProductFile(db: Queryable, versionId: string, format: ProductFileFormat): Promise<ProductFile | undefined> {
  const { rows } = await db.query<{ bytes: Uint8Array | null; file_name: string; media_type: string; sha256: string }>(
    'select bytes, file_name, media_type, sha256 from public.product_files where version_id = $1 and format = $2',
    [versionId, format],
  )
  const row = rows[0]
  if (!row?.bytes) return undefined
  return { bytes: new Uint8Array(row.bytes), fileName: row.file_name, mediaType: row.media_type, sha256: row.sha256 }
}
