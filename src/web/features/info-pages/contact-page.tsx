import { Link } from 'react-router'
import { InfoPage } from './info-page.tsx'

export function ContactPage() {
  return (
    <InfoPage
      title="Contact"
      lead="Questions about your account, credits or a product you are working on? Send us an e-mail and a person will answer."
    >
      <h2>E-mail support</h2>
      <p>
        Write to <a href="mailto:support@folio.app">support@folio.app</a>. We aim to answer every message within
        48 hours. Support is by e-mail only; we do not offer phone support.
      </p>

      <h2>What to include</h2>
      <p>A few details help us find the problem quickly and avoid back-and-forth:</p>
      <ul>
        <li>The e-mail address of your Folio account, so we can look up your credits and projects.</li>
        <li>What happened, and what you expected to happen instead.</li>
        <li>Roughly when it happened, and which page or step you were on (outline, draft, editor or export).</li>
        <li>For payment questions, the date and amount of the purchase. Never send your full card number.</li>
        <li>A screenshot if something looks wrong on screen.</li>
      </ul>

      <h2>Before you write</h2>
      <p>
        If a generation fails, the credits it used are returned to your balance automatically, so there is no need
        to ask for them back. Prices and what each step costs are listed on the{' '}
        <Link to="/pricing">pricing page</Link>. For help with writing, design or selling your product, the{' '}
        <Link to="/learn">learning hub</Link> may answer your question straight away.
      </p>

      <h2>Other addresses</h2>
      <ul>
        <li>
          Security issues: <a href="mailto:security@folio.app">security@folio.app</a> (see the{' '}
          <Link to="/security">security page</Link> for how we handle reports).
        </li>
        <li>
          Working with us: <a href="mailto:careers@folio.app">careers@folio.app</a>.
        </li>
      </ul>
    </InfoPage>
  )
}
