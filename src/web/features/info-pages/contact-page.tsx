import { Copy } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@web/components/ui/button.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { InfoPage } from './info-page.tsx'

const SUPPORT_EMAIL = 'support@folio.app'

/** Puts the support address on the clipboard and says so; if the browser refuses, says how to copy it by hand. */
async function copySupportEmail() {
  try {
    // `navigator.clipboard` is missing outside secure contexts, which lands in the catch as well.
    await navigator.clipboard.writeText(SUPPORT_EMAIL)
    toast({ title: 'Email address copied', description: `${SUPPORT_EMAIL} is on your clipboard.` })
  } catch {
    toast({
      title: "Couldn't copy the address",
      description: `Select it and copy it by hand: ${SUPPORT_EMAIL}`,
      variant: 'destructive',
    })
  }
}

export function ContactPage() {
  return (
    <InfoPage
      title="Contact"
      lead="Questions about your account, credits or a product you are working on? Send us an e-mail and a person will answer."
    >
      <h2>E-mail support</h2>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p>
          Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void copySupportEmail()}>
          <Copy aria-hidden="true" />
          Copy address
        </Button>
      </div>
      <p>We aim to answer every message within 48 hours. Support is by e-mail only; we do not offer phone support.</p>

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
        If a generation fails, the credits it used are returned to your balance automatically, so there is no need to ask for them back.
        Prices and what each step costs are listed on the <Link to="/pricing">pricing page</Link>. For help with writing, design or selling
        your product, the <Link to="/learn">learning hub</Link> may answer your question straight away.
      </p>

      <h2>Other addresses</h2>
      <ul>
        <li>
          Security issues: <a href="mailto:security@folio.app">security@folio.app</a> (see the <Link to="/security">security page</Link> for
          how we handle reports).
        </li>
        <li>
          Working with us: <a href="mailto:careers@folio.app">careers@folio.app</a>.
        </li>
      </ul>
    </InfoPage>
  )
}
