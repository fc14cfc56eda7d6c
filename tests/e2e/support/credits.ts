import { type APIRequestContext, expect } from '@playwright/test'

/** Gives the account credits through the operator's grant endpoint (service-role key from playwright.config.ts). */
export async function grantCredits(request: APIRequestContext, email: string, amount: number): Promise<number> {
  const key = process.env.E2E_SERVICE_ROLE_KEY
  if (!key) throw new Error('E2E_SERVICE_ROLE_KEY is not set: playwright.config.ts mints it')
  const res = await request.post('/api/admin/credits', {
    headers: { Authorization: `Bearer ${key}` },
    data: { email, amount, reason: 'e2e' },
  })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { credits: number }).credits
}
