import { Link } from 'react-router'
import { InfoPage } from './info-page.tsx'

export function TermsPage() {
  return (
    <InfoPage
      title="Terms of use"
      lead="These are the rules for using Folio, written in plain language. By creating an account or buying credits you agree to them."
    >
      <h2>Your content is yours</h2>
      <p>
        The topics, outlines, drafts and products you create with Folio belong to you. You may edit, publish and sell them wherever you
        like. We store your saved projects only to provide the service to you. You are responsible for checking what you publish, including
        facts, advice and anything that could infringe someone else&apos;s rights.
      </p>

      <h2>Credits and payments</h2>
      <ul>
        <li>
          Credits are bought in packs. Current prices and costs per step are listed on the <Link to="/pricing">pricing page</Link>. Card
          payments are processed by Stripe.
        </li>
        <li>Credits never expire.</li>
        <li>Credits are non-refundable once they have been spent on a generation.</li>
        <li>If a generation fails, the credits it used are refunded to your balance automatically.</li>
        <li>Editing, chapter regeneration, exports and saving projects do not cost credits.</li>
      </ul>

      <h2>Acceptable use</h2>
      <p>Please do not use Folio to:</p>
      <ul>
        <li>create content that is illegal, hateful, harassing or that exploits anyone;</li>
        <li>copy or pass off other people&apos;s work as your own, or infringe their rights;</li>
        <li>deceive buyers, for example with false health, financial or legal promises;</li>
        <li>attack, overload or try to get around the limits and security of the service.</li>
      </ul>
      <p>We may suspend accounts that break these rules. We will tell you why when we can.</p>

      <h2>The service is provided as is</h2>
      <p>
        We work hard to keep Folio available and useful, but we cannot promise it will always be free of errors or interruptions.
        AI-generated text can be wrong or incomplete, so review every draft before you sell it. To the extent the law allows, Folio is
        provided as is, without warranties.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms as Folio changes. When we make a meaningful change, we will update this page before it takes effect. If
        you keep using Folio afterwards, the new terms apply. Questions are welcome through the <Link to="/contact">contact page</Link>.
      </p>
    </InfoPage>
  )
}
