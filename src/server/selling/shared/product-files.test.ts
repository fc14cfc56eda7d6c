import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, unlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/databases.ts'
import { insertProduct } from '../../../../tests/support/selling-fixture.ts'
import { insertUser } from '../../../../tests/support/users.ts'
import { readProductFile, stageProductFile, useProductFileDirectory } from './product-files.ts'

const dir = mkdtempSync(join(tmpdir(), 'folio-product-files-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

describe("a version's files on the embedded database (decision 128)", () => {
  it('reads bytes from the row when it holds them, else from the content-addressed file; a missing file is none', async () => {
    const db = await createTestDatabase('pglite', { migrated: true })
    try {
      useProductFileDirectory(db, dir)
      const userId = await insertUser(db)
      const inRow = new TextEncoder().encode('%PDF-1.7 in the row')
      const { versionId } = await insertProduct(db, {
        userId,
        files: [{ format: 'pdf', bytes: inRow, fileName: 'a.pdf', mediaType: 'application/pdf' }],
      })
      expect((await readProductFile(db, versionId, 'pdf'))?.bytes).toEqual(inRow)

      const onDisk = new TextEncoder().encode('PK epub on disk')
      const hash = sha(onDisk)
      expect(await stageProductFile(db, hash, onDisk)).toBeNull()
      // The same bytes again are the same file.
      expect(await stageProductFile(db, hash, onDisk)).toBeNull()
      await db.query(
        `insert into public.product_files (version_id, format, file_name, media_type, size_bytes, sha256, bytes)
         values ($1, 'epub', 'a.epub', 'application/epub+zip', $2, $3, null)`,
        [versionId, onDisk.length, hash],
      )
      expect(await readProductFile(db, versionId, 'epub')).toEqual({
        bytes: onDisk,
        fileName: 'a.epub',
        mediaType: 'application/epub+zip',
        sha256: hash,
      })
      // Inside a transaction too (another handle of the same database).
      expect((await db.transaction((tx) => readProductFile(tx, versionId, 'epub')))?.bytes).toEqual(onDisk)
      unlinkSync(join(dir, hash.slice(0, 2), hash))
      expect(await readProductFile(db, versionId, 'epub')).toBeUndefined()
      expect(await readProductFile(db, versionId, 'docx')).toBeUndefined()
    } finally {
      await db.close()
    }
  })
})
