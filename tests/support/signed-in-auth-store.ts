// Stands in for src/web/lib/auth/auth-store.ts in jsdom tests of signed-in screens:
// vi.mock('@web/lib/auth/auth-store.ts', () => import('<relative path>/tests/support/signed-in-auth-store.ts'))
const auth = { status: 'signed-in', user: { id: 'u1' }, session: null, needsMfa: false, passwordRecovery: false }

export const getAuthSnapshot = () => auth
export const getServerAuthSnapshot = () => auth
export const subscribeAuth = () => () => {}
