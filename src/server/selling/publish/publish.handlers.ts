import { DEFAULT_REFUND_POLICY, SELL_FORMATS_BY_TYPE, SELL_FORMAT_LABELS, SELLING_LIMITS, toMinorUnits } from '@core/selling.ts'
import type { Product, PublishRequest } from '@core/selling-schemas.ts'
import { escapeHtml } from '@core/html-escape.ts'
import { AppError } from '../../http/app-error.ts'
import { asUser } from '../../projects/as-user.ts'
import { toProject } from '../../projects/project-json.ts'
import { findProject } from '../../projects/projects.queries.ts'
import { findKit } from '../../launch-kit/launch-kit.queries.ts'
import { storedPieces } from '../../launch-kit/launch-kit-state.ts'
import { renderSalesPageMarkdown } from '../../launch-kit/sales-page-markdown.ts'
import { downloadPageUrl } from '../delivery/deliver-order.ts'
import { findSellerProfile, findVersion } from '../shared/selling.queries.ts'
import { sellingSigner } from '../shared/signed-token.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { projectExportDocument } from './project-export-document.ts'
import { forgetPage } from '../storefront/page-cache.ts'
import { toProduct } from './product-json.ts'
import {
  findProductStateOfProject,
  insertProduct,
  insertVersion,
  listProductStates,
  lockProductOfProject,
  markUnpublished,
  moveOrdersToVersion,
  type ProductFields,
  slugHolder,
  updateProduct,
} from './publish.queries.ts'
import { renderVersionFiles, stageVersionFiles } from './render-version.ts'
import { versionPage } from './version-page.ts'

const noSuchProject = () => new AppError('not_found', 'There is no such project.')
const slugTaken = (slug: string) =>
  new AppError('slug_taken', `The address /p/${slug} is already taken. Choose another (like ${slug}-guide).`)

/** The caller's project as the API reads it; another user's is not found, like a missing one. */
async function ownProject(deps: Pick<SellingDeps, 'db'>, userId: string, projectId: string) {
  const row = await asUser(deps.db, userId, (tx) => findProject(tx, projectId))
  if (!row) throw noSuchProject()
  return toProject(row)
}

/**
 * `POST /api/projects/:id/publish` (decision 128): checks the request against the product type
 * and the checkout mode, freezes a version — every chosen format, the cover and the link preview
 * rendered from the saved project through the export pool, before any row is written — then in
 * one transaction writes the product, the version (previous + 1) and its files, and points the
 * product at it. A render that fails changes nothing.
 */
export async function publishProject(
  deps: SellingDeps,
  userId: string,
  projectId: string,
  request: PublishRequest,
  signal?: AbortSignal,
): Promise<{ url: string; product: Product }> {
  const project = await ownProject(deps, userId, projectId)
  const allowed = SELL_FORMATS_BY_TYPE[project.productType]
  const refused = request.formats.filter((format) => !allowed.includes(format))
  if (refused.length > 0)
    throw new AppError(
      'format_not_for_type',
      `A ${project.productType} is not sold as ${refused.map((f) => SELL_FORMAT_LABELS[f]).join(' or ')}. Choose from: ${allowed
        .map((f) => SELL_FORMAT_LABELS[f])
        .join(', ')}.`,
    )
  const existing = await findProductStateOfProject(deps.db, userId, projectId)
  const holder = await slugHolder(deps.db, request.slug)
  if (holder && holder.id !== existing?.id) throw slugTaken(request.slug)
  const checkoutUrl = request.checkoutUrl ?? existing?.checkout_url ?? null
  if (request.price) {
    if (deps.config.sellCheckout === 'external' && !checkoutUrl) throw new AppError('checkout_url_required')
    if (deps.config.sellCheckout === 'stripe-connect' && !(await findSellerProfile(deps.db, userId)).charges_enabled)
      throw new AppError('connect_required')
  }
  const salesCopy = request.salesCopy ?? existing?.sales_copy ?? (await defaultSalesCopy(deps, userId, project))
  const refundPolicy = request.refundPolicy ?? existing?.refund_policy ?? DEFAULT_REFUND_POLICY

  // The frozen version: rendered before the transaction, which never waits on an export.
  const document = projectExportDocument(project)
  const page = versionPage(document)
  const rendered = await renderVersionFiles(deps, userId, document, request.formats, signal)
  if (signal?.aborted) throw new AppError('bad_request', 'The publish was cancelled.')
  const files = await stageVersionFiles(deps, rendered)

  const { price } = request
  const now = deps.now()
  const fields: ProductFields = {
    slug: request.slug,
    title: project.title,
    priceKind: price === null ? 'free' : price.minimum !== undefined ? 'pwyw' : 'fixed',
    currency: price?.currency ?? null,
    amountCents: price ? toMinorUnits(price.amount) : null,
    minimumCents: price?.minimum !== undefined ? toMinorUnits(price.minimum) : null,
    formats: [...request.formats],
    salesCopy,
    refundPolicy,
    checkoutUrl,
    publishedAt: now,
  }
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await lockProductOfProject(tx, userId, projectId)
      const productId = locked ? locked.id : await insertProduct(tx, userId, projectId, fields)
      if (locked) await updateProduct(tx, productId, fields)
      await insertVersion(tx, productId, { projectRevision: project.revision, page, files, createdAt: now })
    })
  } catch (error) {
    throw uniqueViolation(error, request.slug) ?? error
  }
  // The page shows the new version (and an old address its 404) on this process's next request.
  forgetPage(deps.db, request.slug, ...(existing && existing.slug !== request.slug ? [existing.slug] : []))
  const state = await findProductStateOfProject(deps.db, userId, projectId)
  const product = toProduct(state!, deps.config.siteUrl)
  return { url: product.url, product }
}

/** A slug or a project taken by a publish that committed between the checks and the insert. */
function uniqueViolation(error: unknown, slug: string): AppError | undefined {
  const { code, constraint, message } = (error ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown }
  if (code !== '23505') return undefined
  const where = `${String(constraint ?? '')} ${String(message ?? '')}`
  if (where.includes('slug')) return slugTaken(slug)
  return new AppError('conflict', 'This project was published by another request at the same time. Reload and try again.')
}

/**
 * The page's copy when the creator wrote none: the launch kit's sales page as Markdown (issue 32),
 * else the project's description.
 */
async function defaultSalesCopy(
  deps: Pick<SellingDeps, 'db'>,
  userId: string,
  project: { id: string; title: string; description: string },
) {
  const salesPage = storedPieces(await findKit(deps.db, userId, project.id)).salesPage
  const copy = salesPage ? renderSalesPageMarkdown(salesPage, { title: project.title }, 2) : project.description
  return copy.slice(0, SELLING_LIMITS.salesCopy)
}

/** `GET /api/projects/:id/publish`: the project's product, or null when it was never published. */
export async function productOfProject(deps: SellingDeps, userId: string, projectId: string): Promise<Product | null> {
  await ownProject(deps, userId, projectId)
  const state = await findProductStateOfProject(deps.db, userId, projectId)
  return state ? toProduct(state, deps.config.siteUrl) : null
}

/** `DELETE /api/projects/:id/publish`: the page answers 410 from now on; every row stays, so buyers keep their downloads. */
export async function unpublishProject(deps: SellingDeps, userId: string, projectId: string): Promise<Product> {
  await ownProject(deps, userId, projectId)
  const state = await findProductStateOfProject(deps.db, userId, projectId)
  if (!state) throw new AppError('not_found', 'This project was never published.')
  await markUnpublished(deps.db, state.id, deps.now())
  forgetPage(deps.db, state.slug)
  return toProduct((await findProductStateOfProject(deps.db, userId, projectId))!, deps.config.siteUrl)
}

/** `GET /api/selling/products`: the creator's products, the most recently published first. */
export async function listProducts(deps: SellingDeps, userId: string): Promise<Product[]> {
  return (await listProductStates(deps.db, userId)).map((row) => toProduct(row, deps.config.siteUrl))
}

/**
 * `POST /api/projects/:id/publish/offer-update`: the paid orders of earlier versions move to the
 * current one (their download pages then give its files) and each buyer is mailed once — an order
 * already on the current version is not mailed again, so a second call sends nothing new.
 */
export async function offerUpdate(deps: SellingDeps, userId: string, projectId: string): Promise<{ mailed: number }> {
  await ownProject(deps, userId, projectId)
  const state = await findProductStateOfProject(deps.db, userId, projectId)
  if (!state || state.status !== 'live' || !state.current_version_id) throw new AppError('not_published')
  const version = await findVersion(deps.db, state.current_version_id)
  const title = version?.page.title ?? state.title
  // Made before the transaction: the signer's first use reads its key, which must not wait on PGlite's one connection.
  await sellingSigner(deps.db)
  // Replies go to the creator (their seller profile's reply-to), never to the operator's mailbox.
  const replyTo = (await findSellerProfile(deps.db, userId)).reply_to ?? undefined
  const moved = await deps.db.transaction(async (tx) => {
    const orders = await moveOrdersToVersion(tx, state.id, state.current_version_id!)
    const mailer = deps.mailer(tx)
    const seen = new Set<string>()
    for (const order of orders) {
      if (seen.has(order.email)) continue
      seen.add(order.email)
      const link = await downloadPageUrl(deps, order.id)
      await mailer.send({ ...updateOfferMail(order.email, title, version?.version ?? 1, link), ...(replyTo ? { replyTo } : {}) })
    }
    return seen.size
  })
  return { mailed: moved }
}

function updateOfferMail(to: string, title: string, version: number, link: string) {
  const text = [
    `A new version of ${title} (version ${version}) is ready, free for you as a buyer.`,
    `Download it from your download page:\n${link}`,
    'Your download page now gives you the new files.',
  ].join('\n\n')
  const html = `<p>A new version of <strong>${escapeHtml(title)}</strong> (version ${version}) is ready, free for you as a buyer.</p>
<p><a href="${escapeHtml(link)}">Download the new version</a></p>
<p>Your download page now gives you the new files.</p>`
  return { kind: 'update_offer' as const, to, subject: `A new version of ${title} is ready`, text, html }
}
