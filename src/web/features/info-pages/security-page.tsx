import { Link } from 'react-router'
import { InfoPage } from './info-page.tsx'

export function SecurityPage() {
  return (
    <InfoPage
      title="Security"
      lead="How we protect your account, your projects and your payments, and how to tell us if you find a problem."
    >
      <h2>How we protect your data</h2>
      <ul>
        <li>
          <strong>Passwords</strong> are hashed with argon2id, a slow, memory-hard algorithm designed to resist cracking. We never store
          your password in plain text.
        </li>
        <li>
          <strong>Sessions</strong> use signed tokens, so a token that has been altered or forged is rejected.
        </li>
        <li>
          <strong>Your data</strong> is protected by row-level security in Postgres. The database itself checks every query, so each user
          can read only their own projects, credits and records.
        </li>
        <li>
          <strong>Payments</strong> go through Stripe Checkout. Card details are entered on Stripe&apos;s page and never reach our servers.
        </li>
        <li>
          <strong>AI providers</strong> only receive text when one is configured. Without a provider key, Folio uses its offline writer. See
          the <Link to="/privacy">privacy page</Link> for details.
        </li>
      </ul>

      <h2>Reporting a vulnerability</h2>
      <p>
        If you believe you have found a security issue in Folio, please e-mail <a href="mailto:security@folio.app">security@folio.app</a>.
        Helpful reports include:
      </p>
      <ul>
        <li>a description of the issue and its possible impact;</li>
        <li>the steps needed to reproduce it;</li>
        <li>the affected page, endpoint or version, if you know it.</li>
      </ul>
      <p>
        Please use test accounts you control, do not access or change other people&apos;s data, and avoid anything that would disrupt the
        service for others.
      </p>

      <h2>Our promise to researchers</h2>
      <p>
        We will acknowledge your report, keep you informed while we investigate and fix the issue, and credit you if you wish once it is
        resolved. We will not take legal action against anyone who reports a vulnerability in good faith and follows these guidelines.
        Please give us reasonable time to fix the problem before sharing details publicly.
      </p>
    </InfoPage>
  )
}
