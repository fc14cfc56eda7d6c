import { randomUUID } from 'node:crypto'
import { CREDIT_COSTS } from '@core/generation.ts'
import { type Outline, type OutlineRequest, type OutlineResponse, outlineSchema } from '@core/generation-schemas.ts'
import { refundSpend, spendCredits } from '../../credits/ledger.ts'
import type { GenerationDeps } from '../providers/generation-deps.ts'
import { failureText, generationFailure } from '../providers/generation-failure.ts'
import { failGeneration, insertGeneration, succeedGeneration } from './generations.queries.ts'
import { withMatter } from './outline-matter.ts'
import type { GenerationProvider } from '../providers/provider.ts'
import { ProviderError } from '../providers/provider-error.ts'

/**
 * The provider's outline, checked against the shared schema: the client must never get a malformed
 * one. Every ebook's and guide's chapter leaves with its matter (issue 29), whoever wrote it.
 */
async function writeOutline(provider: GenerationProvider, request: OutlineRequest, signal?: AbortSignal): Promise<Outline> {
  const parsed = outlineSchema.safeParse(await provider.generateOutline(request, { signal }))
  if (!parsed.success)
    throw new ProviderError('invalid_output', 'The AI provider returned output in an unexpected format. Please try again.')
  return withMatter(parsed.data, request.productType)
}

/**
 * POST /api/outline (docs/product.md#outline-generation): pays first, writes outside any transaction (a provider call can
 * take a minute; no lock may wait on it), then records the result, or refunds in full. `signal`
 * is the client's: a client that leaves stops the provider call, and the bookkeeping still runs
 * because it does not depend on the response being read.
 */
export async function createOutline(
  { db, provider }: Pick<GenerationDeps, 'db' | 'provider'>,
  userId: string,
  request: OutlineRequest,
  signal?: AbortSignal,
): Promise<OutlineResponse> {
  const id = randomUUID()
  const step = { userId, ref: `outline:${id}` }
  await db.transaction(async (tx) => {
    // Spend first: it locks the balance row. Inserting the generation first would take a key-share
    // lock on that row through the foreign key, and two requests upgrading such locks deadlock.
    await spendCredits(tx, { ...step, amount: CREDIT_COSTS.outline, reason: 'outline' })
    await insertGeneration(tx, { id, userId, request })
  })
  let outline: Outline
  try {
    outline = await writeOutline(provider, request, signal)
  } catch (error) {
    await db.transaction(async (tx) => {
      await refundSpend(tx, { ...step, reason: 'outline_failed' })
      await failGeneration(tx, id, failureText(error))
    })
    throw generationFailure(error, signal)
  }
  const creditsLeft = await succeedGeneration(db, { id, outline, writer: provider.name })
  // The generation is the saved outline (issue 30): the client edits and drafts it by this id.
  return { outline, creditsSpent: CREDIT_COSTS.outline, creditsLeft, writer: provider.name, outlineId: id }
}
