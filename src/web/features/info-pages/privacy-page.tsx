import { Link } from 'react-router'
import { InfoPage } from './info-page.tsx'

export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy"
      lead="We store only what Folio needs to run your account and your projects. This page explains what that is, in plain language."
    >
      <h2>What we store</h2>
      <ul>
        <li>Your account e-mail address, used to sign you in and to answer support requests.</li>
        <li>Your password, stored only as a one-way hash. We never store or see it in plain text.</li>
        <li>Your credit balance and a ledger of purchases and spending, so your balance can always be checked.</li>
        <li>The projects you choose to save: topics, outlines, drafts and your edits.</li>
        <li>
          Payment records such as the date, amount and credit pack of each purchase. Card details are handled by Stripe and never touch our
          servers.
        </li>
      </ul>

      <h2>What we do not do</h2>
      <ul>
        <li>We do not sell your data or share it with advertisers.</li>
        <li>We do not use advertising trackers.</li>
        <li>We do not use your projects for anything other than running Folio for you.</li>
      </ul>

      <h2>AI providers</h2>
      <p>
        Only when an AI provider is configured, the topic and outline text needed for a generation is sent to that provider so it can write
        the outline or draft. Your e-mail, password and payment records are never sent. When no provider key is set, Folio uses its built-in
        offline writer and nothing is sent to an AI provider at all.
      </p>

      <h2>Cookies and local storage</h2>
      <p>
        We use cookies and your browser&apos;s local storage only to keep you signed in during your session. They are not used for
        advertising or tracking.
      </p>

      <h2>Deleting your data</h2>
      <p>
        You can ask us to delete your account and everything stored with it by writing to{' '}
        <a href="mailto:support@folio.app">support@folio.app</a> from your account e-mail address. We may need to keep payment records where
        the law requires it for accounting; everything else is removed.
      </p>

      <h2>Changes and questions</h2>
      <p>
        If we change how we handle your data, we will update this page before the change takes effect. For questions, see the{' '}
        <Link to="/contact">contact page</Link>. Security details are on the <Link to="/security">security page</Link>.
      </p>
    </InfoPage>
  )
}
