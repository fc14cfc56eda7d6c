import { Link } from 'react-router'
import { InfoPage } from './info-page.tsx'

export function CareersPage() {
  return (
    <InfoPage title="Careers" lead="Folio is built by a small team. We are not hiring for any open roles right now.">
      <h2>How we work</h2>
      <p>
        We are a small group of people who write code, design and support customers, often all in the same week. We care about software that
        is honest about what it costs, that keeps working without a network connection or third-party keys, and that leaves creators in full
        control of what they make. Read more on the <Link to="/about">about page</Link>.
      </p>

      <h2>Open roles</h2>
      <p>
        There are no open positions at the moment. When we do hire, the role will be listed on this page with a clear description of the
        work, what we expect and how to apply. We will not post roles that do not exist just to collect applications.
      </p>

      <h2>Getting in touch anyway</h2>
      <p>
        If you think you could help Folio grow, for example as an engineer, a designer, a writer or someone who knows the digital product
        market well, you are welcome to write to <a href="mailto:careers@folio.app">careers@folio.app</a>. Tell us briefly:
      </p>
      <ul>
        <li>what you would like to work on and why Folio interests you;</li>
        <li>a few examples of your work, such as links to projects, writing or code;</li>
        <li>where you are based and how you prefer to work.</li>
      </ul>
      <p>
        We read every message. While we are not hiring we may not be able to reply to each one individually, but we will get in touch if a
        role opens that fits what you have told us.
      </p>
    </InfoPage>
  )
}
