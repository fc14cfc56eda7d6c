import { Link } from 'react-router'
import { InfoPage } from './info-page.tsx'

export function CommunityPage() {
  return (
    <InfoPage
      title="Community"
      lead="Folio is used by creators working on their own. Here is how to get feedback on what you make and learn from others."
    >
      <p>
        We do not run a forum or chat server at the moment. Rather than open a space we could not look after properly, we point you to the
        places where feedback is most useful and to the material we maintain ourselves.
      </p>

      <h2>Share your work and get feedback</h2>
      <ul>
        <li>
          Export a draft as PDF or DOCX and send it to two or three people who match your audience. Ask one concrete question, such as
          whether the first chapter made them want to read on.
        </li>
        <li>
          Share a sample chapter or the outline with your own followers or mailing list before you sell the full product. Their replies tell
          you what to expand and what to cut.
        </li>
        <li>Editing and regenerating chapters is free, so you can act on feedback without spending more credits.</li>
      </ul>

      <h2>Learn from the guides</h2>
      <p>
        The <Link to="/learn">free learning hub</Link> has fifteen guides on choosing a niche, designing readable products and selling them.
        If you would rather start from a proven structure, the <Link to="/starter-kits">starter kits</Link> bundle a product idea with an
        outline you can adapt.
      </p>

      <h2>Tell us what you are building</h2>
      <p>
        We like hearing how people use Folio, what worked and what got in the way. Ideas for guides, templates or features are welcome too.
        Write to us through the <Link to="/contact">contact page</Link>; every message is read by the people who build Folio.
      </p>
    </InfoPage>
  )
}
