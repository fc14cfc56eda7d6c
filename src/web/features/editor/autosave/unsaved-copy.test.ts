import { describe, expect, it } from 'vitest'
import type { Project, ProjectDocument } from '@core/project-schemas.ts'
import { chooseStart, readUnsavedCopy, type UnsavedCopy, unsavedCopyKey, writeUnsavedCopy } from './unsaved-copy.ts'

const ID = '00000000-0000-4000-8000-0000000000aa'
const doc: ProjectDocument = {
  title: 'Golf',
  description: 'Swing',
  productType: 'guide',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [{ id: '00000000-0000-4000-8000-000000000001', title: 'Grip', content: '## Grip\n\nHold it.' }],
}
const project = (revision: number, updatedAt = '2026-05-01T10:00:00.000Z', over: Partial<ProjectDocument> = {}): Project => ({
  ...doc,
  ...over,
  id: ID,
  createdAt: '2026-05-01T09:00:00.000Z',
  updatedAt,
  revision,
})
const copy = (over: Partial<UnsavedCopy> = {}): UnsavedCopy => ({
  document: { ...doc, title: 'Golf, edited offline' },
  versions: [],
  maxRevision: 3,
  editedAt: Date.parse('2026-05-01T09:30:00.000Z'),
  ...over,
})

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => map.delete(k),
    setItem: (k, v) => map.set(k, v),
  }
}

describe('chooseStart', () => {
  it('opens the server’s project when there is no copy', () => {
    expect(chooseStart(project(3), null)).toMatchObject({ document: doc, restored: false, discardCopy: false })
  })

  it('restores the copy when every later revision came from this browser', () => {
    const start = chooseStart(project(3), copy())
    expect(start).toMatchObject({ restored: true, discardCopy: false, document: { title: 'Golf, edited offline' } })
  })

  it('restores the copy when it was edited after the server’s last save by someone else', () => {
    const start = chooseStart(project(9, '2026-05-01T09:00:00.000Z'), copy())
    expect(start.restored).toBe(true)
  })

  it('keeps the server’s project, and drops the copy, when someone saved later', () => {
    expect(chooseStart(project(9), copy())).toMatchObject({ restored: false, discardCopy: true, document: { title: 'Golf' } })
  })

  it('drops a copy the server already has', () => {
    const same = copy({ document: { ...doc, title: 'Saved' } })
    expect(chooseStart(project(4, undefined, { title: 'Saved' }), same)).toMatchObject({ restored: false, discardCopy: true })
  })

  it('restores kept versions still to send even when the text itself reached the server', () => {
    const versions = [{ chapterId: doc.chapters[0]?.id ?? '', title: 'Grip', content: 'older', reason: 'regenerate' as const }]
    const start = chooseStart(project(3), copy({ document: doc, versions }))
    expect(start).toMatchObject({ restored: true, versions })
  })
})

const USER_A = '00000000-0000-4000-8000-00000000000a'
const USER_B = '00000000-0000-4000-8000-00000000000b'

describe('the stored copy', () => {
  it('round-trips per user and project and is removed with null', async () => {
    const storage = memoryStorage()
    writeUnsavedCopy(storage, USER_A, ID, copy())
    expect(await readUnsavedCopy(storage, USER_A, ID)).toEqual(copy())
    expect(await readUnsavedCopy(storage, USER_A, '00000000-0000-4000-8000-0000000000bb')).toBeNull()
    writeUnsavedCopy(storage, USER_A, ID, null)
    expect(storage.getItem(unsavedCopyKey(USER_A, ID))).toBeNull()
  })

  it("is one user's: another user opening the same project id never reads it, and it stays for its owner (issue 13 item 3)", async () => {
    const storage = memoryStorage()
    writeUnsavedCopy(storage, USER_A, ID, copy())
    expect(await readUnsavedCopy(storage, USER_B, ID)).toBeNull()
    writeUnsavedCopy(storage, USER_B, ID, null)
    expect(await readUnsavedCopy(storage, USER_A, ID)).toEqual(copy())
    expect(unsavedCopyKey(USER_A, ID)).not.toBe(unsavedCopyKey(USER_B, ID))
  })

  it('moves a copy from before copies were keyed by user to the user the server gave the project to', async () => {
    const storage = memoryStorage()
    storage.setItem(`folio-editor-unsaved-v1:${ID}`, JSON.stringify(copy()))
    expect(await readUnsavedCopy(storage, USER_A, ID)).toEqual(copy())
    expect(storage.getItem(`folio-editor-unsaved-v1:${ID}`)).toBeNull()
    expect(await readUnsavedCopy(storage, USER_A, ID)).toEqual(copy())
    expect(await readUnsavedCopy(storage, USER_B, ID)).toBeNull()
  })

  it.each(['not json', '{}', JSON.stringify({ ...copy(), document: { title: 1 } }), JSON.stringify({ ...copy(), maxRevision: 'x' })])(
    'reads %s as no copy',
    async (text) => {
      const storage = memoryStorage()
      storage.setItem(unsavedCopyKey(USER_A, ID), text)
      expect(await readUnsavedCopy(storage, USER_A, ID)).toBeNull()
    },
  )

  it('survives storage that throws', async () => {
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
    } as Storage
    expect(() => writeUnsavedCopy(broken, USER_A, ID, copy())).not.toThrow()
    expect(await readUnsavedCopy(broken, USER_A, ID)).toBeNull()
  })
})
