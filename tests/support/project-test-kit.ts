import { randomUUID } from 'node:crypto'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { callApi } from './api-user.ts'
import { draftUser } from './draft-test-provider.ts'
import type { TestApp } from './test-app.ts'

/** Test-only: a valid editor document of `count` chapters, each with a fresh id. */
export function sampleDocument(overrides: Partial<ProjectDocument> = {}, count = 3): ProjectDocument {
  return {
    title: 'Tomatoes on a Balcony',
    description: 'Grow a summer of tomatoes in three pots.',
    productType: 'guide',
    tone: 'friendly',
    targetAudience: 'flat dwellers',
    currentChapterIndex: 0,
    chapters: Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      title: `Part ${i + 1}`,
      content: `## Part ${i + 1}\n\nWater **daily** in July.\n\n- [ ] Check the pots\n`,
    })),
    ...overrides,
  }
}

export interface Answer {
  status: number
  headers: Headers
  // Whatever JSON the API answered with; tests check its shape with the shared schemas.
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Test-only: a signed-in user (straight from the database, no e-mail round trip) and a JSON client for /api. */
export async function projectsUser(app: TestApp) {
  const { id, token } = await draftUser(app, 0)
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const res = await callApi(app, path, { method, token, body })
    const text = await res.text()
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null }
  }
  return {
    id,
    token,
    call,
    /** Creates a project and returns it (fails the test unless the answer is 201). */
    async create(doc: ProjectDocument = sampleDocument()) {
      const res = await call('POST', '/projects', doc)
      if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`)
      return res.body as ProjectDocument & { id: string; revision: number; createdAt: string; updatedAt: string }
    },
  }
}
export type ProjectsUser = Awaited<ReturnType<typeof projectsUser>>
