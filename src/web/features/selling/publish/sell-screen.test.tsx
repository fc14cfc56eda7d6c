// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Project } from '@core/project-schemas.ts'
import type { SellCheckoutMode } from '@core/selling.ts'
import type { Product } from '@core/selling-schemas.ts'
import { stubRadixDomApis } from '../../../../../tests/support/jsdom-radix.ts'
import { apiError, mockApi, PROJECT_ID, sampleProduct, withProviders } from '../../../../../tests/support/selling-screens.tsx'
import { SellPage } from './sell-page.tsx'
import { SellScreen } from './sell-screen.tsx'

vi.mock('@web/lib/auth/auth-store.ts', () => import('../../../../../tests/support/signed-in-auth-store.ts'))

beforeAll(stubRadixDomApis)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const project = (over: Partial<Project> = {}) =>
  ({
    id: PROJECT_ID,
    title: 'Swing Stronger After 40!',
    description: 'Golf fitness',
    productType: 'guide',
    chapters: [],
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
    revision: 1,
    ...over,
  }) as unknown as Project

function renderSell(product: Product | null, mode: SellCheckoutMode | null = 'local', over: Partial<Project> = {}) {
  render(withProviders(<SellScreen project={project(over)} initialProduct={product} checkoutMode={mode} />))
}

const publishUrl = `/api/projects/${PROJECT_ID}/publish`
const published = (body: { slug: string }) => {
  const product = sampleProduct({ slug: body.slug, url: `http://localhost:3000/p/${body.slug}` })
  return Response.json({ url: product.url, product })
}
const address = () => screen.getByRole('textbox', { name: 'Address' })

describe('SellScreen before the first publish', () => {
  it('prefills the address from the title, shows the full URL, offers only the type’s formats, and publishes a fixed price', async () => {
    const calls = mockApi((call) => published(call.body as { slug: string }))
    renderSell(null)
    expect(address()).toHaveValue('swing-stronger-after-40')
    expect(address()).toHaveAccessibleDescription(`Your page: ${window.location.origin}/p/swing-stronger-after-40`)
    const formats = screen.getByRole('group', { name: 'Formats included' })
    expect(
      within(formats)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['PDF', 'EPUB', 'Word (DOCX)'])
    await userEvent.click(within(formats).getByRole('checkbox', { name: 'Word (DOCX)' }))
    const price = screen.getByRole('textbox', { name: 'Price ($)' })
    await userEvent.clear(price)
    await userEvent.type(price, '19.50')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'eur')
    expect(screen.getByRole('textbox', { name: 'Price (€)' })).toBeInTheDocument()
    expect(screen.getByText(/Left empty, the page uses your launch kit's sales page/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByRole('link', { name: 'http://localhost:3000/p/swing-stronger-after-40' })).toHaveAttribute('target', '_blank')
    expect(calls).toEqual([
      {
        method: 'POST',
        url: publishUrl,
        body: {
          slug: 'swing-stronger-after-40',
          price: { amount: 19.5, currency: 'eur' },
          formats: ['pdf', 'epub'],
          refundPolicy: 'Not happy? Reply to your receipt within 30 days for a full refund.',
        },
      },
    ])
    expect(screen.getByRole('button', { name: /^Copy/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^Open/ })).toHaveAttribute('href', 'http://localhost:3000/p/swing-stronger-after-40')
    expect(screen.getByRole('button', { name: 'Republish' })).toBeInTheDocument()
  })

  it('a planner sells as PDF and the ZIP of sizes only; free sends price null, pay-what-you-want sends the minimum', async () => {
    const calls = mockApi((call) => published(call.body as { slug: string }))
    renderSell(null, 'local', { productType: 'planner' })
    const formats = screen.getByRole('group', { name: 'Formats included' })
    expect(within(formats).getAllByRole('checkbox')).toHaveLength(2)
    expect(within(formats).getByRole('checkbox', { name: 'All page sizes (ZIP)' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: /Free for an e-mail/ }))
    expect(screen.queryByRole('textbox', { name: /Price/ })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Refund policy' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await screen.findByRole('button', { name: 'Republish' })
    expect(calls[0]?.body).toEqual({ slug: 'swing-stronger-after-40', price: null, formats: ['pdf', 'bundle'] })

    await userEvent.click(screen.getByRole('radio', { name: /Pay what you want/ }))
    await userEvent.clear(screen.getByRole('textbox', { name: 'Suggested price ($)' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Suggested price ($)' }), '12')
    await userEvent.clear(screen.getByRole('textbox', { name: 'Minimum ($)' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum ($)' }), '5')
    await userEvent.click(screen.getByRole('button', { name: 'Republish' }))
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1]?.body).toMatchObject({ price: { amount: 12, currency: 'usd', minimum: 5 } })
  })

  it('checks the form before sending: no format, a minimum above the price', async () => {
    const calls = mockApi(() => Response.json({}))
    renderSell(null)
    await userEvent.click(screen.getByRole('radio', { name: /Pay what you want/ }))
    await userEvent.clear(screen.getByRole('textbox', { name: 'Minimum ($)' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Minimum ($)' }), '50')
    for (const box of within(screen.getByRole('group', { name: 'Formats included' })).getAllByRole('checkbox')) await userEvent.click(box)
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(screen.getByRole('textbox', { name: 'Minimum ($)' })).toHaveAccessibleDescription(
      'The minimum cannot be above the suggested price.',
    )
    expect(screen.getByText('Choose at least one format to include.')).toBeInTheDocument()
    expect(calls).toEqual([])
  })
})

describe('SellScreen branches on the error code, never on its text', () => {
  it('slug_taken → the address field; validation_failed → each field of its issues', async () => {
    let answer = apiError(409, 'slug_taken', 'Connect your Stripe account first.')
    mockApi(() => answer)
    renderSell(null)
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await vi.waitFor(() => expect(address()).toHaveAttribute('aria-invalid', 'true'))
    expect(address()).toHaveAccessibleDescription(expect.stringContaining('Connect your Stripe account first.'))
    expect(screen.queryByRole('link', { name: /Settings/ })).toBeNull()

    answer = apiError(400, 'validation_failed', 'price.amount: too high', [
      { path: 'price.amount', message: 'The highest price is 10,000.' },
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Price ($)' })).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByRole('textbox', { name: 'Price ($)' })).toHaveAccessibleDescription('The highest price is 10,000.')
    expect(address()).not.toHaveAttribute('aria-invalid')
  })

  it('connect_required → a link to Sales → Settings; format_not_for_type → under the formats', async () => {
    let answer = apiError(409, 'connect_required', 'That address is already taken.')
    mockApi(() => answer)
    renderSell(null)
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('link', { name: 'Open Sales → Settings' })).toHaveAttribute('href', '/sales?tab=settings')
    expect(address()).not.toHaveAttribute('aria-invalid')

    answer = apiError(400, 'format_not_for_type', 'Not in that format.')
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Not in that format.')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Formats included' })).toHaveAttribute('aria-invalid', 'true')
  })

  it('external mode asks for the checkout address, and checkout_url_required marks that field', async () => {
    const calls = mockApi(() => apiError(400, 'checkout_url_required', 'Add your checkout.'))
    renderSell(null, 'external')
    const checkout = screen.getByRole('textbox', { name: 'Your checkout address' })
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(checkout).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toEqual([])
    await userEvent.type(checkout, 'https://me.gumroad.com/l/swing')
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await vi.waitFor(() => expect(checkout).toHaveAccessibleDescription(expect.stringContaining('Add your checkout.')))
    expect(calls[0]?.body).toMatchObject({ checkoutUrl: 'https://me.gumroad.com/l/swing' })
  })
})

describe('SellScreen without the seller profile', () => {
  it('publishes without asking for a checkout address, and checkout_url_required brings that field up', async () => {
    mockApi(() => apiError(400, 'checkout_url_required', 'Add your checkout.'))
    renderSell(null, null)
    expect(screen.queryByRole('textbox', { name: 'Your checkout address' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    const checkout = await screen.findByRole('textbox', { name: 'Your checkout address' })
    expect(checkout).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('SellScreen once published', () => {
  it('says when the project changed since, offers the update to earlier buyers, and unpublishes after a confirm', async () => {
    const calls = mockApi((call) =>
      call.url.endsWith('/offer-update')
        ? Response.json({ mailed: 3 })
        : Response.json(sampleProduct({ status: 'unpublished', version: 2 })),
    )
    renderSell(sampleProduct({ version: 2, outdated: true }))
    expect(address()).toHaveValue('swing-stronger')
    expect(screen.getByRole('note')).toHaveTextContent('The project changed since version 2.')
    await userEvent.click(screen.getByRole('button', { name: 'Offer the update to earlier buyers' }))
    expect(await screen.findByText('Mailed 3 earlier buyers.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }))
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this product?' })
    expect(dialog).toHaveTextContent('keeps their downloads')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }))
    expect(await screen.findByRole('heading', { name: 'Unpublished' })).toBeInTheDocument()
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST ${publishUrl}/offer-update`, `DELETE ${publishUrl}`])
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument()
  })
})

describe('SellPage', () => {
  it('keeps the published product on screen when the profile cannot be read (its route answers 404)', async () => {
    let product: Product | null = null
    mockApi((call) => {
      if (call.url === `/api/projects/${PROJECT_ID}`)
        return Response.json({
          title: 'Swing Stronger After 40!',
          description: 'Golf fitness',
          productType: 'guide',
          tone: 'friendly',
          targetAudience: 'golfers',
          currentChapterIndex: 0,
          chapters: [{ id: '5d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a0001', title: 'Part 1', content: 'Text' }],
          id: PROJECT_ID,
          createdAt: '2026-11-28T10:00:00.000Z',
          updatedAt: '2026-11-28T10:00:00.000Z',
          revision: 1,
        })
      if (call.url === '/api/selling/profile') return apiError(404, 'not_found', 'Not found.')
      if (call.method === 'POST') {
        product = sampleProduct({ slug: 'swing-stronger-after-40', url: 'http://localhost:3000/p/swing-stronger-after-40' })
        return Response.json({ url: product.url, product })
      }
      // The product's state answers after the profile's 404, as it did in the browser.
      return product
        ? new Promise<Response>((resolve) => setTimeout(() => resolve(Response.json({ product })), 20))
        : Response.json({ product })
    })
    render(withProviders(<SellPage />, `/sell?project=${PROJECT_ID}`))
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }))
    expect(await screen.findByRole('link', { name: 'http://localhost:3000/p/swing-stronger-after-40' })).toBeInTheDocument()
    // Still there once every query has settled: the form did not start again.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole('region', { name: 'Live' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Republish' })).toBeInTheDocument()
  })
})
