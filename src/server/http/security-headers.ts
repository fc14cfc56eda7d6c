import { secureHeaders } from 'hono/secure-headers'

/**
 * The SPA loads only its own scripts; Radix positions popovers with inline styles, hence
 * 'unsafe-inline' for styles only. `connectSrc` grows when the app talks to a hosted backend.
 */
export function securityHeaders(connectSrc: string[] = []) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...connectSrc],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    // A page that sets its own header keeps it: selling's product page sends a CSP of its own whose
    // form-action also names Stripe's checkout (decision 129); nothing else sets one.
    overwrite: false,
  })
}
