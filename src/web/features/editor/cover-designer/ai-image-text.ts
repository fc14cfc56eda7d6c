import type { ErrorCode } from '@core/errors.ts'

const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`

/** What the cover-art panel says (decision 89); tests read the same strings. */
export const AI_IMAGE_TEXT = {
  heading: 'Cover art from an image model',
  checking: 'Checking whether this server has an image model…',
  button: (price: number) => `Generate cover art (${credits(price)})`,
  refineLabel: 'Describe the picture (optional)',
  refineHint:
    'The picture is written from your title, subtitle, description and chapter plans. Add a few words to steer it, e.g. “a lighthouse at dusk, watercolour”.',
  busy: 'Drawing your cover art… this usually takes 10 to 60 seconds. You can keep working.',
  done: (spent: number, left: number) => `Added to this project’s images. ${credits(spent)} used, ${credits(left)} left.`,
  short: (price: number, balance: number) =>
    `Cover art costs ${credits(price)}; you have ${credits(balance)}. Buy credits on the Pricing page.`,
  // Shown where there is no image model: what the creator can do now, and what the operator sets.
  notConfigured:
    'Cover art from an image model is not set up on this server, so your cover uses the built-in art (patterns and motifs drawn from your book’s colours and subject), or an image you upload.',
  howToAdd:
    'To add one, the server’s operator sets AI_IMAGE_MODEL (for example gpt-image-1, with OPENAI_API_KEY) and restarts Folio; see “Cover art from an image model” in the README.',
  statusFailed: 'Could not check for an image model. Reload the page to try again.',
} as const

/** The message for each failure the server names (src/core/errors.ts); none of them used credits. */
export const AI_IMAGE_ERRORS: Partial<Record<ErrorCode, string>> = {
  image_model_timeout: 'The image model took too long to draw your cover. No credits were used. Please try again.',
  image_model_rate_limited: 'The image model’s provider is busy right now. No credits were used. Please try again in a minute.',
  image_model_refused:
    'The image model declined to draw this (its safety rules stopped it). No credits were used. Try other words in the description above.',
  image_model_failed: 'The image model did not send back a usable image. No credits were used. Please try again.',
  rate_limited: 'You have asked for a lot of cover art this hour. Please try again later.',
  ai_busy: 'The AI is busy with other requests right now. No credits were used. Please try again in a few seconds.',
}
