import { LAUNCH_EMAIL_PLAN } from '@core/launch-kit.ts'
import type { LaunchKit, LaunchKitResponse } from '@core/launch-kit-schemas.ts'

/** A whole kit within every limit, for the screen's tests. */
export function sampleKit(): LaunchKit {
  const n5 = [1, 2, 3, 4, 5]
  return {
    kdp: {
      title: 'Swing Stronger',
      subtitle: 'A golf fitness plan for players over 40',
      descriptionHtml: '<p><b>Hit longer</b> drives.</p><script>alert(1)</script><ul><li>Twelve drills</li></ul>',
      keywords: Array.from({ length: 7 }, (_, i) => `golf keyword ${i + 1}`),
      categories: [1, 2, 3].map((i) => ({ name: `Category ${i}`, reason: `Reason ${i}` })),
      aiDisclosure: 'Answer Yes: AI-generated text you edited.',
      selectNote: 'KDP Select asks for exclusivity for 90 days.',
    },
    etsy: {
      title: 'Golf plan PDF',
      titleAlternatives: ['Golf fitness printable'],
      tags: Array.from({ length: 13 }, (_, i) => `tag ${i + 1}`),
      description: 'A PDF.',
    },
    storeCopy: {
      summary: 'A plan.',
      description: 'A longer plan.',
      whatsInside: '- Drills',
      suggestedPrice: { amount: 19, currency: 'USD', reasoning: 'Guides sell at 15–25.' },
    },
    salesPage: {
      headlines: ['Hit it longer at 50', 'Your swing, stronger', 'Golf fitness made simple'],
      headlineIndex: 0,
      subheadline: 'Twelve weeks.',
      benefits: n5.map((i) => `Benefit ${i}`),
      forWhom: 'Golfers over 40.',
      notFor: 'Tour pros.',
      whatsInside: '- Drills',
      excerpt: 'Stretch first.',
      faq: n5.map((i) => ({ q: `Question ${i}?`, a: `Answer ${i}.` })),
      guarantee: '30-day refund.',
      showGuarantee: true,
      callToAction: 'Get the plan',
    },
    emails: LAUNCH_EMAIL_PLAN.map(({ kind, day }) => ({
      kind,
      day,
      subject: `Subject ${kind}`,
      subjectAlt: 'Alt',
      preview: 'Preview',
      body: 'Body',
    })),
    social: {
      x: n5.map((i) => `X post ${i}`),
      linkedin: n5.map((i) => `LinkedIn post ${i}`),
      instagram: n5.map((i) => ({ caption: `Caption ${i}`, hashtags: ['#golf', '#fitness'] })),
      bio: 'Coach.',
    },
    leadMagnet: { title: 'Free drill sheet', bullets: ['One', 'Two', 'Three'], button: 'Send it' },
  }
}

const meta = { writer: 'offline', sample: true, writtenAt: '2026-11-28T10:00:00.000Z', editedAt: null }

export function kitResponse(overrides: Partial<LaunchKitResponse> = {}): LaunchKitResponse {
  const kit = sampleKit()
  return {
    ...kit,
    status: 'ready',
    paid: true,
    meta: { kdp: meta, etsy: meta, storeCopy: meta, salesPage: meta, emails: meta, social: meta, leadMagnet: meta },
    flags: [],
    updatedAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  }
}

export function emptyKitResponse(): LaunchKitResponse {
  return {
    kdp: null,
    etsy: null,
    storeCopy: null,
    salesPage: null,
    emails: null,
    social: null,
    leadMagnet: null,
    status: 'none',
    paid: false,
    meta: {},
    flags: [],
    updatedAt: null,
  }
}
