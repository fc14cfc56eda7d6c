/**
 * Every error the product API can answer with: its HTTP status and a message that is safe to
 * show a person. The server maps codes to responses here; the client reads `code` from the body.
 */
export const errorTable = {
  bad_request: { status: 400, message: 'The request could not be understood.' },
  validation_failed: { status: 400, message: 'Some of the fields are not valid.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  json_too_deep: { status: 400, message: 'The request body is nested too deeply.' },
  // Decision 93 (issue 28): a planner's pages are fixed layouts to write on; an e-reader reflows text and cannot be written in.
  epub_not_for_planners: {
    status: 400,
    message:
      'Planners are not made as EPUB: their pages are fixed layouts to write on, and e-readers reflow text and cannot be written in. Export the PDF to print, or turn on the digital planner for tablets.',
  },
  // Decision 93: the printables ZIP holds a planner's or checklist's page sizes; a book's PDF has one trim.
  bundle_not_for_books: {
    status: 400,
    message:
      'The ZIP of all sizes (US Letter, A4, A5 and the digital planner) is for planners and checklists. Export an ebook or guide as a PDF, EPUB or DOCX.',
  },
  unauthorized: { status: 401, message: 'Please sign in to continue.' },
  // After `unauthorized` and `forbidden`: a bare 401/403 maps to the first code with that status.
  session_not_found: { status: 401, message: 'You have been signed out. Please sign in again.' },
  insufficient_credits: { status: 402, message: 'Insufficient credits.' },
  forbidden: { status: 403, message: 'You are not allowed to do that.' },
  user_banned: { status: 403, message: 'This account has been suspended.' },
  not_found: { status: 404, message: 'Not found.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed here.' },
  conflict: { status: 409, message: 'That conflicts with the current state. Reload and try again.' },
  // Issue 30: a project was already drafted from this saved outline; drafting it again must be asked for (`again`).
  outline_drafted: {
    status: 409,
    message: 'A project was already drafted from this outline. Open it in the editor, or choose to draft it again as a new project.',
  },
  // Issue 32: a piece regenerates free only once the project's first whole kit was paid for.
  launch_kit_missing: {
    status: 409,
    message: 'This project has no launch kit yet. Write the whole kit first; after that each piece regenerates free.',
  },
  launch_kit_exists: {
    status: 409,
    message: 'This project already has a launch kit. Regenerate its pieces one by one: that is free.',
  },
  launch_kit_busy: { status: 409, message: 'The launch kit is being written. Wait for it to finish, then try again.' },
  // Issue 33: selling. A product's public address is one per instance.
  slug_taken: { status: 409, message: 'That address is already taken. Choose another.' },
  format_not_for_type: {
    status: 400,
    message: 'This product type is not sold in that format. Planners sell as PDF and the ZIP of all sizes; books as PDF, EPUB and DOCX.',
  },
  checkout_url_required: {
    status: 400,
    message: 'Add the address of your own checkout (Gumroad, Payhip, Lemon Squeezy or Etsy): this site sends buyers there to pay.',
  },
  connect_required: {
    status: 409,
    message: 'Connect your Stripe account in Sales → Settings before selling a paid product. Free products need no account.',
  },
  postal_address_required: {
    status: 409,
    message: 'Add your postal address in Sales → Settings first: the law (CAN-SPAM) requires it in every mail to a list.',
  },
  not_published: { status: 409, message: 'This project is not published. Publish it first.' },
  order_not_refundable: { status: 409, message: 'Only a paid order can be refunded.' },
  mail_already_sent: { status: 409, message: 'This mail has already gone out, so it cannot be changed or cancelled.' },
  link_gone: {
    status: 410,
    message:
      'This link no longer works: the order was refunded or the product was withdrawn. Ask the seller if you think this is a mistake.',
  },
  project_limit: {
    status: 409,
    message: 'You have reached the most projects an account can keep. Delete one you no longer need to make room.',
  },
  storage_limit: {
    status: 409,
    message: 'Your projects have reached the storage limit of your account. Delete or shorten a project to make room.',
  },
  // Decision 63: project images (uploads) — a per-project cap, a per-image cap, and the type read from the bytes.
  image_limit: {
    status: 409,
    message: 'This project has reached its limit for images. Remove images it no longer uses to make room.',
  },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  image_too_large: { status: 413, message: 'This image is too large. Use a smaller image.' },
  export_too_large: { status: 413, message: 'This document is too large to export. Split it into smaller documents.' },
  unsupported_media_type: { status: 415, message: 'Send the request body as JSON.' },
  image_unsupported: { status: 415, message: 'This file is not a PNG, JPEG or WebP image.' },
  // Decision 75: a file whose header passes but whose structure or full decode does not (truncated, corrupt, a decompression bomb).
  image_unreadable: {
    status: 422,
    message: 'This image cannot be read: it is damaged or incomplete. Save it again as a PNG, JPEG or WebP and upload it.',
  },
  export_too_complex: { status: 422, message: 'This document is too complex to export. Simplify its structure and try again.' },
  // Decision 53: characters no font of the PDF has would print as empty boxes; the message names them and the chapter.
  unprintable_characters: {
    status: 422,
    message: 'Some characters cannot be printed in the PDF: no font it embeds has them. Remove or replace them to export.',
  },
  // Decision 34: the provider's content filter or the model itself declined; the same input would be declined again.
  content_filtered: {
    status: 422,
    message: 'The AI provider declined to write this text (its content filter stopped it). Try rewording the topic or the chapter.',
  },
  // Decision 89: the image model declined the cover's prompt (its safety system); the same prompt would be declined again.
  image_model_refused: {
    status: 422,
    message:
      'The image model declined to draw this cover (its safety system stopped it). Try other words in the refinement, or change the title.',
  },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  image_model_rate_limited: {
    status: 429,
    message: 'The image model is busy (its provider is limiting requests). No credits were used. Please try again in a minute.',
  },
  // Decision 77: this instance's AI calls are all taken and the queue is full (or the caller's share of it).
  ai_busy: { status: 429, message: 'The AI writer is busy with other requests right now. Please try again in a few seconds.' },
  checkout_limit: {
    status: 429,
    message: 'You have started too many checkouts in the last hour. Finish one you started, or try again later.',
  },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  provider_failed: { status: 502, message: 'The AI provider answered with something we could not use. Please try again.' },
  // Decision 34: text that did not reach its end, or a grammar pass that rewrote more than grammar, is never saved.
  output_cut_off: { status: 502, message: 'The AI provider stopped before the end of the text, so nothing was changed. Please try again.' },
  image_model_failed: {
    status: 502,
    message: 'The image model did not send back a usable image. No credits were used. Please try again.',
  },
  rewrite_rejected: {
    status: 502,
    message: 'The grammar pass changed more than spelling and grammar, so the chapter was left as it was. Please try again.',
  },
  provider_unavailable: { status: 503, message: 'The service is temporarily unavailable. Please try again.' },
  ai_not_configured: {
    status: 503,
    message: 'Writing is not available on this server yet: no AI provider is configured. Please try again later.',
  },
  export_busy: { status: 503, message: 'The export service is busy. Please try again in a minute.' },
  // Decision 114: this process is stopping (a deploy or restart); what it had not finished was handed back, nothing charged.
  shutting_down: {
    status: 503,
    message: 'The server is restarting. Nothing was lost or charged: please try again in a moment.',
  },
  // Decision 89: no AI_IMAGE_MODEL; the cover keeps its built-in art.
  image_model_not_configured: {
    status: 503,
    message: 'Cover art from an image model is not available on this server: no image model is configured (AI_IMAGE_MODEL).',
  },
  image_model_timeout: {
    status: 504,
    message: 'The image model took too long to draw the cover. No credits were used. Please try again.',
  },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof errorTable

/**
 * The answers that mean the token's session is over: it was signed out (here or on another
 * device), or the account was suspended. The web app signs such a session out; /rest/v1 answers
 * with the same codes in embedded mode.
 */
export const SESSION_REFUSED_CODES = ['session_not_found', 'user_banned'] as const satisfies readonly ErrorCode[]
export type SessionRefusedCode = (typeof SESSION_REFUSED_CODES)[number]

export function isSessionRefused(code: unknown): code is SessionRefusedCode {
  return (SESSION_REFUSED_CODES as readonly unknown[]).includes(code)
}

/** The JSON body of every API error. `issues` lists field problems for validation errors. */
export interface ApiErrorBody {
  code: ErrorCode
  message: string
  issues?: { path: string; message: string }[]
  /** On a 500: the id of the request, as in the X-Request-Id header and the server's log line (issue 31). */
  requestId?: string
}

/**
 * The short form of a request id a person reads out or pastes: its first 8 characters, which the
 * server's pretty log lines show too and a search of the JSON lines finds (README § Operating Folio).
 */
export const requestReference = (requestId: string): string => requestId.slice(0, 8)

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorTable, value)
}

export function errorBody(code: ErrorCode, message?: string, issues?: ApiErrorBody['issues']): ApiErrorBody {
  return { code, message: message ?? errorTable[code].message, ...(issues ? { issues } : {}) }
}

/** Reads an API error body if the text is one; anything else gives undefined. */
export function parseApiErrorBody(text: string): ApiErrorBody | undefined {
  // Plain checks rather than zod: this runs in the browser's first bundle.
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return undefined
    const { code, message } = value as Record<string, unknown>
    return isErrorCode(code) && typeof message === 'string' ? (value as ApiErrorBody) : undefined
  } catch {
    return undefined
  }
}
