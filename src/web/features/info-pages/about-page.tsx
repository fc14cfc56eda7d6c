import { Link } from 'react-router'
import { InfoPage } from './info-page.tsx'

export function AboutPage() {
  return (
    <InfoPage
      title="About Folio"
      lead="Folio helps creators turn what they know into digital products they can sell: ebooks, guides, checklists and planners."
    >
      <h2>What Folio does</h2>
      <p>
        You enter a topic, the type of product, a tone and the audience you write for. Folio drafts an outline for you to adjust, then
        writes a full draft chapter by chapter. You edit the text, regenerate any chapter you are not happy with, and export a PDF or DOCX
        that is ready to sell on the platform of your choice.
      </p>

      <h2>Who it is for</h2>
      <p>
        Folio is built for coaches, teachers, freelancers, hobbyists and small businesses who have expertise worth sharing but not the weeks
        it takes to structure and write a product from a blank page. You do not need design or publishing experience; the{' '}
        <Link to="/learn">learning hub</Link> covers the basics of niches, layout and pricing.
      </p>

      <h2>Our principles</h2>
      <ul>
        <li>
          <strong>You own what you make.</strong> The products you create with Folio are yours to edit, sell and publish wherever you like.
          We do not claim rights to your content.
        </li>
        <li>
          <strong>Pay only for what you use.</strong> There is no subscription. You buy credits in packs, spend them on outlines and drafts,
          and they never expire. Editing, chapter regeneration, exports and saving projects are free. See <Link to="/pricing">pricing</Link>{' '}
          for the packs.
        </li>
        <li>
          <strong>Works offline by default.</strong> Folio can run fully self-hosted with no keys at all. Without an AI provider key it uses
          a built-in offline writer, so nothing leaves your machine unless you choose to connect a provider.
        </li>
      </ul>

      <h2>Get in touch</h2>
      <p>
        Questions, ideas or problems are welcome. Visit the <Link to="/contact">contact page</Link> to reach our support team.
      </p>
    </InfoPage>
  )
}
