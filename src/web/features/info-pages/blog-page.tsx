import { Link } from 'react-router'
import { InfoPage } from './info-page.tsx'

const teasers = [
  {
    to: '/learn/content-strategy/niches',
    title: 'Choosing a niche you can actually sell to',
    summary:
      'A narrow topic for a specific reader usually beats a broad one. How to pick a niche where people already look for answers and would pay for a well-organised guide.',
  },
  {
    to: '/learn/design-principles/typography',
    title: 'Typography for readable ebooks',
    summary:
      'Font pairing, line length and spacing decide whether a reader finishes your ebook. A short walkthrough of the choices that matter most on screen and in print.',
  },
  {
    to: '/learn/marketing-sales/pricing',
    title: 'How to price a digital product',
    summary:
      'Checklists, planners and long guides sit at different price points. Ways to set a first price, test it, and raise it once you have feedback.',
  },
  {
    to: '/learn/marketing-sales/email-marketing',
    title: 'Email marketing for small creators',
    summary:
      'A short list of subscribers who opted in is worth more than a large audience that never hears from you. How to start a list and what to send to it.',
  },
] as const

export function BlogPage() {
  return (
    <InfoPage title="Blog" lead="Product notes from the Folio team and pointers to the guides in our free learning hub.">
      <p>
        We keep this page short on purpose. Instead of publishing a stream of posts, we collect notes about changes to Folio here and point
        to the longer, maintained guides in the <Link to="/learn">Folio learning hub</Link>. The guides are updated when we learn something
        new, so they stay more useful than dated blog posts.
      </p>

      <h2>Recommended reading</h2>
      <div className="space-y-6">
        {teasers.map((teaser) => (
          <article key={teaser.to} className="space-y-1">
            <h3 className="text-lg font-semibold">
              <Link to={teaser.to}>{teaser.title}</Link>
            </h3>
            <p className="text-muted-foreground">{teaser.summary}</p>
          </article>
        ))}
      </div>

      <h2>Product notes</h2>
      <p>
        When we change how Folio works, for example how credits are counted, what the exports contain or how the outline and draft steps
        behave, we write a short note here explaining what changed and why. There are no notes yet beyond this introduction.
      </p>
      <p>
        Looking for ready-made structures instead? Browse the <Link to="/templates">product templates</Link> or the{' '}
        <Link to="/starter-kits">starter kits</Link>, or read all fifteen guides in the <Link to="/learn">learning hub</Link>.
      </p>
    </InfoPage>
  )
}
