import type { LandingPage } from '@dina/contracts';
import { Link } from 'react-router';
import { SafeHtml } from '../../lib/safe-html';

/** The facts section's fixed links (SPEC §2): always Dina's pages. */
const factLinks = {
  'people-behind': { to: '/dina/menneskene-bak', text: 'Les om menneskene bak' },
  privacy: { to: '/dina/personvern', text: 'Les om personvern' },
} as const;

/** The four facts about the chatbot, two of them with the spec's fixed links. */
export function FactsSection({ facts }: { facts: LandingPage['facts'] }) {
  return (
    <section className="landing-section facts" aria-labelledby="facts-heading">
      <h2 id="facts-heading">{facts.heading}</h2>
      <ol className="facts__list">
        {facts.items.map((fact, index) => (
          <li key={index} className="facts__item">
            <h3>{fact.title}</h3>
            <SafeHtml as="p" html={fact.html} />
            {fact.link && <Link to={factLinks[fact.link].to}>{factLinks[fact.link].text}</Link>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The people behind the chatbot: text, illustrations and a link to their page. */
export function PeopleSection({ people, to }: { people: LandingPage['peopleBehind']; to: string }) {
  return (
    <section className="landing-section people" aria-labelledby="people-heading">
      <h2 id="people-heading">{people.heading}</h2>
      <div className="people__images">
        {people.images.map((image) => (
          <img
            key={image.url}
            src={image.url}
            alt={image.altText ?? ''}
            width={160}
            height={160}
            loading="lazy"
          />
        ))}
      </div>
      <SafeHtml html={people.html} />
      <Link className="ds-button" data-variant="secondary" to={to}>
        {people.linkText}
      </Link>
    </section>
  );
}

/** Follow along, with the app-coming-soon notice. */
export function FollowAlongSection({ follow }: { follow: LandingPage['followAlong'] }) {
  return (
    <section className="landing-section follow" aria-labelledby="follow-heading">
      <h2 id="follow-heading">{follow.heading}</h2>
      <SafeHtml html={follow.html} />
      <div className="follow__app">
        <h3>{follow.appComingSoon.heading}</h3>
        <SafeHtml as="p" html={follow.appComingSoon.html} />
      </div>
    </section>
  );
}

/** The organisations that made the chatbot, each with its role. */
export function PartnersSection({ partners }: { partners: LandingPage['partners'] }) {
  return (
    <section className="landing-section partners" aria-labelledby="partners-heading">
      <h2 id="partners-heading">{partners.heading}</h2>
      {partners.html && <SafeHtml as="p" html={partners.html} />}
      <ul className="partners__list">
        {partners.items.map((partner) => (
          <li key={partner.name} className="partners__item">
            {partner.logo && (
              <img
                src={partner.logo.url}
                alt={partner.logo.altText ?? ''}
                width={72}
                height={72}
                loading="lazy"
              />
            )}
            <div>
              <h3>{partner.name}</h3>
              <p>{partner.role}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
