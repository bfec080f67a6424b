import type { ChatbotPublicInfo, LandingPage, Tile } from '@dina/contracts';
import { Link, useNavigate } from 'react-router';
import { nb } from '../../lib/nb';
import { paths, type ChatNavigationState, type InitialMessage } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SafeHtml } from '../../lib/safe-html';
import './landing-sections.css';
import {
  FactsSection,
  FollowAlongSection,
  PartnersSection,
  PeopleSection,
} from './landing-sections';
import { QuestionForm } from './question-form';
import { TileCard } from './tile-card';

interface LandingScreenProps {
  info: ChatbotPublicInfo;
  tiles: Tile[];
  /** The sections from content; without them (a failed call) the intro falls back to nb. */
  landing: LandingPage | null;
}

/**
 * The chatbot's landing screen (SPEC §2): an intro with a question that opens the chat, the
 * tiles that lead to the sub-pages, four facts, the people behind, follow-along and partners.
 */
export function LandingScreen({ info, tiles, landing }: LandingScreenProps) {
  const navigate = useNavigate();
  const bot = info.identificator;
  // Distinct from the chat, whose title is the chatbot's name (SPEC §2).
  useDocumentTitle(nb.landingTitle(info.name));
  const openChat = (initialMessage?: InitialMessage) => {
    const state: ChatNavigationState = initialMessage ? { initialMessage } : {};
    void navigate(paths.chat(bot), { state });
  };

  return (
    <>
      <main id="innhold" tabIndex={-1} className="landing">
        <section className="intro" aria-labelledby="intro-heading">
          <img className="intro__avatar" src={info.avatarUrl} alt="" width={120} height={120} />
          <h1 id="intro-heading">{landing?.intro.heading ?? nb.landingHeading(info.name)}</h1>
          {landing ? (
            <SafeHtml as="p" className="intro__lead" html={landing.intro.html} />
          ) : (
            <p className="intro__lead">{nb.landingLead(info.name)}</p>
          )}
          <QuestionForm name={info.name} onAsk={openChat} />
          <p className="intro__hint">{nb.scrollHint}</p>
        </section>
        {tiles.length > 0 && (
          <section className="tiles" aria-label={nb.tilesLabel}>
            {tiles.map((tile, index) => (
              <TileCard key={index} tile={tile} index={index} chatbot={bot} name={info.name} />
            ))}
          </section>
        )}
        {landing && (
          <>
            <FactsSection facts={landing.facts} />
            <PeopleSection people={landing.peopleBehind} to={paths.peopleBehind(bot)} />
            <FollowAlongSection follow={landing.followAlong} />
            <PartnersSection partners={landing.partners} />
          </>
        )}
      </main>
      {/* A plain bar, not a <footer>: the page's one footer landmark is the site footer. */}
      <div className="landing-footer">
        <Link className="ds-button" data-variant="primary" to={paths.chat(bot)}>
          {nb.askMe}
        </Link>
      </div>
    </>
  );
}
