import { type Context } from 'hono'
import { CHECKOUT_TOKEN_HEADER } from '@core/checkout.ts'
import { AppError } from '../http/app-error.ts'
import { getRequestUser, type RequestUser, userFromToken } from '../auth/request-user.ts'

/** The bearer's user, else the user of the extra token header (docs/product.md#pricing-and-checkout) (decision 0023); else 401. */
export async function requireCheckoutUser(c: Context): Promise<RequestUser> {
  const user = (await getRequestUser(c)) ?? (await userFromToken(c, c.req.header(CHECKOUT_TOKEN_HEADER)))
  if (!user) throw new AppError('unauthorized')
  return user
}
