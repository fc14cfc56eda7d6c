import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProjectDocument, projectSchema } from '@core/project-schemas.ts'
import type { PublishingSettings } from '@core/publishing-schemas.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { type ProjectsUser, projectsUser, sampleDocument } from '../../../tests/support/project-test-kit.ts'
import { enterRequestRole } from '../rest/rest.queries.ts'

const settings: PublishingSettings = {
  author: 'Ana Pérez',
  trimSize: '6x9',
  print: true,
  theme: 'elegant',
  copyright: 'Ana Pérez',
  year: 2026,
  aiDisclosure: 'Parts of this book were drafted with the help of AI and reviewed by the author.',
}

describe.each(databaseKinds)("a project's publishing settings (%s)", (kind) => {
  let app: TestApp
  let user: ProjectsUser
  beforeAll(async () => {
    app = await startTestApp({ kind })
    user = await projectsUser(app)
  })
  afterAll(() => app.close())

  /** Writes the column as its owner would through a hosted Data API: the schema never saw it. */
  async function writeAsOwner(id: string, json: string): Promise<void> {
    await app.db.transaction(async (tx) => {
      await enterRequestRole(tx, 'authenticated', { sub: user.id, role: 'authenticated' })
      await tx.query('update public.projects set publishing = $2::jsonb where id = $1', [id, json])
    })
  }

  it('keeps them through create, load, save and duplicate, with the language', async () => {
    const created = await user.call('POST', '/projects', sampleDocument({ language: 'es', publishing: settings }))
    expect(created.status).toBe(201)
    const project = projectSchema.parse(created.body)
    expect(project).toMatchObject({ language: 'es', publishing: settings })
    expect((await user.call('GET', `/projects/${project.id}`)).body).toEqual(project)

    const changed = { ...settings, trimSize: 'a5', print: false, author: 'Ana P.' } as const
    const saved = await user.call(
      'PUT',
      `/projects/${project.id}`,
      sampleDocument({ chapters: project.chapters, language: 'es-MX', publishing: changed }),
    )
    expect(saved.status).toBe(200)
    expect((await user.call('GET', `/projects/${project.id}`)).body).toMatchObject({ language: 'es-MX', publishing: changed, revision: 2 })
    const copy = await user.call('POST', `/projects/${project.id}/duplicate`)
    expect(copy.body).toMatchObject({ language: 'es-MX', publishing: changed })

    // A save is the whole document: settings left out are settings cleared.
    await user.call('PUT', `/projects/${project.id}`, sampleDocument({ chapters: project.chapters }))
    const cleared = (await user.call('GET', `/projects/${project.id}`)).body
    expect([cleared.publishing, cleared.language, cleared.revision]).toEqual([undefined, undefined, 3])
  })

  it("keeps a planner's sections' page templates and its planner settings through create, load, save and duplicate (issue 28)", async () => {
    const planner = (overrides: Partial<ProjectDocument> = {}) => {
      const doc = sampleDocument({ productType: 'planner', ...overrides })
      return doc
    }
    const base = planner()
    const chapters: ProjectDocument['chapters'] = [
      base.chapters[0] as ProjectDocument['chapters'][number],
      { ...(base.chapters[1] as ProjectDocument['chapters'][number]), pageTemplate: 'week', pageOptions: { layout: 'horizontal' } },
      { ...(base.chapters[2] as ProjectDocument['chapters'][number]), pageTemplate: 'notes-dots', pageOptions: { pages: 4 } },
    ]
    const calendar = {
      plannerYear: 2027,
      plannerStartMonth: 9,
      weekStart: 'sunday',
      plannerMonths: 12,
      digitalPlanner: true,
      fillable: true,
    } as const
    const created = await user.call('POST', '/projects', { ...base, chapters, publishing: calendar })
    expect(created.status).toBe(201)
    const project = projectSchema.parse(created.body)
    expect(project.chapters).toEqual(chapters)
    expect(project.publishing).toEqual(calendar)
    expect((await user.call('GET', `/projects/${project.id}`)).body).toEqual(project)

    // Reordered and retemplated, as the editor saves it: ids kept, templates where they went.
    const moved = [chapters[2], { ...chapters[0], pageTemplate: 'habits' }, chapters[1]] as ProjectDocument['chapters']
    expect((await user.call('PUT', `/projects/${project.id}`, { ...base, chapters: moved, publishing: calendar })).status).toBe(200)
    expect(projectSchema.parse((await user.call('GET', `/projects/${project.id}`)).body).chapters).toEqual(moved)
    expect((await user.call('POST', `/projects/${project.id}/duplicate`)).body).toMatchObject({ chapters: moved, publishing: calendar })

    // A template written around the API that no longer exists drops: the section loads as a text page.
    await app.db.transaction(async (tx) => {
      await enterRequestRole(tx, 'authenticated', { sub: user.id, role: 'authenticated' })
      const stored = moved.map((c, i) => (i === 0 ? { ...c, pageTemplate: 'poster' } : c))
      await tx.query('update public.projects set chapters = $2::jsonb where id = $1', [project.id, JSON.stringify(stored)])
    })
    const loaded = projectSchema.parse((await user.call('GET', `/projects/${project.id}`)).body)
    expect(loaded.chapters[0]).not.toHaveProperty('pageTemplate')
    expect(loaded.chapters[0]).not.toHaveProperty('pageOptions')
    expect(loaded.chapters[1]).toMatchObject({ pageTemplate: 'habits' })
  })

  it("keeps chapters' matter and the book matter settings through create, load, save and duplicate (issue 29)", async () => {
    const base = sampleDocument()
    const [first, second, third] = base.chapters as [
      ProjectDocument['chapters'][number],
      ProjectDocument['chapters'][number],
      ProjectDocument['chapters'][number],
    ]
    const chapters: ProjectDocument['chapters'] = [
      { ...first, matter: 'front' },
      { ...second, matter: 'body' },
      { ...third, matter: 'back' },
    ]
    const bookMatter = {
      edition: 'First edition',
      isbn: '978-0-306-40615-7',
      imprint: 'Bright Fern Press',
      disclaimer: 'Not advice.',
      aboutAuthor: 'Ana writes.',
      authorPhoto: 'asset:3f0c8a62-1d4b-4e7a-9b3c-5d2e8f1a6c47',
      alsoBy: ['One', 'Two'],
      callToAction: { heading: 'Thanks', url: 'https://example.com' },
    }
    const created = await user.call('POST', '/projects', { ...base, chapters, publishing: bookMatter })
    expect(created.status).toBe(201)
    const project = projectSchema.parse(created.body)
    expect([project.chapters, project.publishing]).toEqual([chapters, bookMatter])
    expect((await user.call('GET', `/projects/${project.id}`)).body).toEqual(project)
    const changed: ProjectDocument['chapters'] = [{ ...first, matter: 'body' }, second, { ...third, matter: 'back' }]
    expect((await user.call('PUT', `/projects/${project.id}`, { ...base, chapters: changed, publishing: bookMatter })).status).toBe(200)
    expect(projectSchema.parse((await user.call('GET', `/projects/${project.id}`)).body).chapters).toEqual(changed)
    expect((await user.call('POST', `/projects/${project.id}/duplicate`)).body).toMatchObject({ chapters: changed, publishing: bookMatter })

    // A matter written around the API that is not one of the three drops: the chapter loads as a numbered one.
    await app.db.transaction(async (tx) => {
      await enterRequestRole(tx, 'authenticated', { sub: user.id, role: 'authenticated' })
      await tx.query('update public.projects set chapters = $2::jsonb where id = $1', [
        project.id,
        JSON.stringify([{ ...first, matter: 'appendix' }, second, third]),
      ])
    })
    const loaded = projectSchema.parse((await user.call('GET', `/projects/${project.id}`)).body)
    expect(loaded.chapters[0]).not.toHaveProperty('matter')
  })

  it('keeps the subtitle through create, load, save and duplicate; an empty one is none (issue 27)', async () => {
    const created = await user.call('POST', '/projects', sampleDocument({ subtitle: '  Grow More in Less Space  ' }))
    expect(created.status).toBe(201)
    const project = projectSchema.parse(created.body)
    expect(project.subtitle).toBe('Grow More in Less Space')
    expect((await user.call('GET', `/projects/${project.id}`)).body).toEqual(project)
    await user.call(
      'PUT',
      `/projects/${project.id}`,
      sampleDocument({ chapters: project.chapters, subtitle: 'Big Harvests from Small Pots' }),
    )
    expect((await user.call('GET', `/projects/${project.id}`)).body).toMatchObject({ subtitle: 'Big Harvests from Small Pots' })
    expect((await user.call('POST', `/projects/${project.id}/duplicate`)).body).toMatchObject({ subtitle: 'Big Harvests from Small Pots' })
    await user.call('PUT', `/projects/${project.id}`, sampleDocument({ chapters: project.chapters, subtitle: '' }))
    expect((await user.call('GET', `/projects/${project.id}`)).body).not.toHaveProperty('subtitle')
    const long = await user.call('POST', '/projects', sampleDocument({ subtitle: 'x'.repeat(161) }))
    expect(long.status).toBe(400)
  })

  it('holds the subtitle to 160 characters and the settings to 8192 bytes in the database itself (migration 0020)', async () => {
    const project = await user.create()
    const write = (sql: string, value: string) =>
      app.db.transaction(async (tx) => {
        await enterRequestRole(tx, 'authenticated', { sub: user.id, role: 'authenticated' })
        await tx.query(sql, [project.id, value])
      })
    await write('update public.projects set subtitle = $2 where id = $1', 'y'.repeat(160))
    await expect(write('update public.projects set subtitle = $2 where id = $1', 'y'.repeat(161))).rejects.toThrow(/subtitle/)
    // A full set with a long bio in a three-byte script: past the old 4096 bytes, within 8192.
    const bio = '著'.repeat(600)
    await writeAsOwner(project.id, JSON.stringify({ ...settings, authorBio: bio, paper: 'cream' }))
    expect(projectSchema.parse((await user.call('GET', `/projects/${project.id}`)).body).publishing).toMatchObject({
      authorBio: bio,
      paper: 'cream',
    })
    await expect(writeAsOwner(project.id, JSON.stringify({ author: 'z'.repeat(8200) }))).rejects.toThrow(/publishing/)
  })

  it('loads a project without settings, or with an empty set, as one without them', async () => {
    const plain = projectSchema.parse((await user.call('POST', '/projects', sampleDocument())).body)
    expect(plain).not.toHaveProperty('publishing')
    const empty = await user.call('POST', '/projects', sampleDocument({ publishing: {} }))
    expect(empty.body).not.toHaveProperty('publishing')
    expect((await user.call('GET', `/projects/${empty.body.id}`)).body).not.toHaveProperty('publishing')
  })

  it('keeps the valid settings of a row written around the API, and drops the rest', async () => {
    const project = await user.create()
    await writeAsOwner(project.id, JSON.stringify({ author: 'Jo', trimSize: 'b5', year: 'next', theme: 'modern', extra: 1 }))
    const loaded = await user.call('GET', `/projects/${project.id}`)
    expect(loaded.status).toBe(200)
    expect(projectSchema.parse(loaded.body).publishing).toEqual({ author: 'Jo', theme: 'modern' })
  })

  it('loads a language written around the API that is no BCP 47 tag as none, and saves the project again (issue 25)', async () => {
    const project = await user.create(sampleDocument({ language: 'pt-br' }))
    expect(project.language).toBe('pt-BR')
    await app.db.transaction(async (tx) => {
      await enterRequestRole(tx, 'authenticated', { sub: user.id, role: 'authenticated' })
      await tx.query(`update public.projects set language = 'en-ignore-all-rules' where id = $1`, [project.id])
    })
    const loaded = await user.call('GET', `/projects/${project.id}`)
    expect(loaded.status).toBe(200)
    expect(projectSchema.parse(loaded.body)).not.toHaveProperty('language')
    const { id: _id, revision: _r, createdAt: _c, updatedAt: _u, ...doc } = projectSchema.parse(loaded.body)
    expect((await user.call('PUT', `/projects/${project.id}`, doc)).status).toBe(200)
  })

  it('the database refuses settings that are not an object, or too large', async () => {
    const project = await user.create()
    const refused = (json: string) =>
      writeAsOwner(project.id, json).then(
        () => 'stored',
        (error: { code?: string }) => error.code,
      )
    expect(await refused('"6x9"')).toBe('23514')
    expect(await refused('[]')).toBe('23514')
    expect(await refused(JSON.stringify({ author: 'x'.repeat(9000) }))).toBe('23514')
    expect(await refused(JSON.stringify({ author: 'Jo' }))).toBe('stored')
  })

  it.each([
    [
      'an unknown trim size',
      { trimSize: 'b5' },
      'publishing.trimSize',
      'publishing.trimSize: Choose a trim size: letter, a4, a5, 6x9 or 5.5x8.5.',
    ],
    [
      'an unknown theme',
      { theme: 'gothic' },
      'publishing.theme',
      'publishing.theme: Choose a theme: classic, modern, elegant or friendly.',
    ],
    ['a year out of range', { year: 1800 }, 'publishing.year', 'publishing.year: Enter a year from 1900 to 2100.'],
    ['a year that is not whole', { year: 2026.5 }, 'publishing.year', 'publishing.year: Enter a year from 1900 to 2100.'],
    ['print as text', { print: 'yes' }, 'publishing.print', 'publishing.print: Print is on (true) or off (false).'],
    [
      'an author over 120 characters',
      { author: 'x'.repeat(121) },
      'publishing.author',
      'publishing.author: Keep the author to 120 characters.',
    ],
    ['settings that are not an object', '6x9', 'publishing', undefined],
  ])('refuses %s with 400 validation_failed on create and save', async (_name, publishing, path, message) => {
    const project = await user.create()
    for (const [method, url] of [
      ['POST', '/projects'],
      ['PUT', `/projects/${project.id}`],
    ] as const) {
      const res = await user.call(method, url, { ...sampleDocument(), publishing })
      expect([res.status, res.body.code, res.body.issues?.[0]?.path]).toEqual([400, 'validation_failed', path])
      if (message) expect(res.body.message).toBe(message)
    }
    for (const tag of ['Spanish', 'en-ignore-all-rules']) {
      const language = await user.call('PUT', `/projects/${project.id}`, { ...sampleDocument(), language: tag })
      expect([language.status, language.body.code, language.body.message]).toEqual([
        400,
        'validation_failed',
        'language: Use a BCP 47 language tag such as en, es or pt-BR.',
      ])
    }
    expect((await user.call('GET', `/projects/${project.id}`)).body.revision).toBe(1)
  })

  it('another user can neither read nor change them', async () => {
    const project = await user.create(sampleDocument({ publishing: settings }))
    const bob = await projectsUser(app)
    expect((await bob.call('GET', `/projects/${project.id}`)).status).toBe(404)
    const put = await bob.call('PUT', `/projects/${project.id}`, sampleDocument({ publishing: { author: 'Bob' } }))
    expect([put.status, put.body.code]).toEqual([404, 'not_found'])
    const seen = await app.db.transaction(async (tx) => {
      await enterRequestRole(tx, 'authenticated', { sub: bob.id, role: 'authenticated' })
      return (await tx.query('select publishing from public.projects where id = $1', [project.id])).rows.length
    })
    expect(seen).toBe(0)
    expect((await user.call('GET', `/projects/${project.id}`)).body.publishing).toEqual(settings)
  })
})
