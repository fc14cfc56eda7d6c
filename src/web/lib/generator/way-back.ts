import { listNotDraftedOutlines } from '../outlines/saved-outlines-api.ts'
import { fetchCurrentDraft } from './current-draft-api.ts'
import { getGeneratorForm } from './generator-store.ts'
import { type WaitingWork, waitingWork } from './waiting-work.ts'

/**
 * The outline or draft the signed-in user was working on, if one waits (issue 30): in this
 * browser's generator form (theirs only, decision 0029), else a running draft job or an outline
 * the server keeps undrafted. A topic alone is not worth a way back. The server's answers are
 * optional: when they fail, only the browser's form is asked.
 */
export async function findWayBack(): Promise<WaitingWork | null> {
  const [job, outlines] = await Promise.all([fetchCurrentDraft().catch(() => null), listNotDraftedOutlines().catch(() => [])])
  const work = waitingWork(getGeneratorForm(), job, outlines)
  return work && work.kind !== 'topic' ? work : null
}
