import { createHash } from 'node:crypto'
import type { ExportModel } from './export-model.ts'

/** A namespace of Folio's own for name-based UUIDs of exported books (RFC 9562 § 5.5). */
const BOOK_NAMESPACE = Buffer.from('6f1c0a4e2b9d4c57a8e3f0d2b7c91e55', 'hex')

/** RFC 9562 version 5: SHA-1 of namespace + name, with the version and variant bits set. */
export function uuidV5(name: string, namespace: Buffer = BOOK_NAMESPACE): string {
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** A second namespace, for identifiers derived from a project: they can never meet one derived from titles. */
const PROJECT_NAMESPACE = Buffer.from('a3e85d1c7f2b4e6a9c0d5b8f1e4a7c2d', 'hex')

/**
 * The same book gets the same identifier on every export, so a store or a reader's library sees
 * a re-download as the same book (decisions 49 and 56). When the editor names the saved project,
 * the identifier is derived from the project's id: retitling the book or a chapter, or changing
 * the author, keeps it. It is a name-based UUID, not the id itself, so the file does not carry the
 * project's database key. Without a project (the API used directly) it is derived from what names
 * the book: its title, author and chapter titles.
 */
export function bookIdentifier(model: ExportModel): string {
  if (model.projectId) return `urn:uuid:${uuidV5(model.projectId.toLowerCase(), PROJECT_NAMESPACE)}`
  const name = JSON.stringify([model.title, model.publishing.author ?? '', model.chapters.map((c) => c.title)])
  return `urn:uuid:${uuidV5(name)}`
}
