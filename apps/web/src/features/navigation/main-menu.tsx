import type { ChatbotPublicInfo, MenuItem } from '@dina/contracts';
import { mediaUrl } from '@dina/contracts/paths';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { readClientConfig } from '../../lib/config';
import { nb } from '../../lib/nb';
import { paths } from '../../lib/paths';
import type { MenuEvent, MenuState } from './menu-state';

interface MainMenuProps {
  info: ChatbotPublicInfo;
  state: MenuState;
  dispatch: (event: MenuEvent) => void;
}

function SubPageLinks({ bot, items }: { bot: string; items: MenuItem[] }) {
  return items.map((item) => (
    <li key={item.id}>
      <Link to={paths.subPage(bot, item.id)}>
        {item.mediaId && (
          // The title says what the icon shows; the icon itself is decoration.
          <img src={mediaUrl(bot, item.mediaId)} alt="" width={32} height={32} />
        )}
        {item.title}
      </Link>
    </li>
  ));
}

/**
 * The full-page menu of SPEC §2, a modal dialog: the browser keeps focus inside it, Escape
 * closes it and focus returns to the 'Meny' button. On small screens 'Tema' swaps the list
 * for the chatbot's topics, with 'Tilbake'.
 */
export function MainMenu({ info, state, dispatch }: MainMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const topicsButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const wasTopics = useRef(false);
  const bot = info.identificator;
  const { showUsagePage } = readClientConfig();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (state !== 'closed' && !d.open) d.showModal();
    if (state === 'closed' && d.open) d.close();
    // Focus follows the swap between the two lists, so keyboard users are not lost.
    if (state === 'topics-open') backButton.current?.focus();
    else if (state === 'open' && wasTopics.current) topicsButton.current?.focus();
    wasTopics.current = state === 'topics-open';
  }, [state]);

  return (
    <dialog
      ref={dialog}
      id="main-menu"
      className="main-menu"
      aria-labelledby="main-menu-heading"
      onCancel={(event) => {
        event.preventDefault();
        dispatch('closeMenu');
      }}
    >
      <div className="main-menu__header">
        <h2 id="main-menu-heading">{state === 'topics-open' ? nb.topics : nb.menu}</h2>
        <button
          type="button"
          className="ds-button main-menu__close"
          data-variant="secondary"
          onClick={() => dispatch('closeMenu')}
        >
          {nb.close}
        </button>
      </div>
      {state === 'topics-open' ? (
        <nav aria-label={nb.topicsNavigation} className="main-menu__nav">
          <button
            ref={backButton}
            type="button"
            className="ds-button main-menu__back"
            data-variant="tertiary"
            onClick={() => dispatch('closeTopicsMenu')}
          >
            {nb.back}
          </button>
          <ul className="main-menu__list">
            <SubPageLinks bot={bot} items={info.mainMenuTopics} />
          </ul>
        </nav>
      ) : (
        <nav aria-label={nb.menuNavigation} className="main-menu__nav">
          {info.mainMenuTopics.length > 0 && (
            <button
              ref={topicsButton}
              type="button"
              className="ds-button main-menu__topics"
              data-variant="secondary"
              onClick={() => dispatch('openTopicsMenu')}
            >
              {nb.topics}
            </button>
          )}
          <ul className="main-menu__list">
            <li>
              <Link to={paths.landing(bot)}>{nb.home}</Link>
            </li>
            <li>
              <Link to={paths.chat(bot)}>{nb.chat}</Link>
            </li>
            <SubPageLinks bot={bot} items={info.mainMenuItems} />
            <li>
              <Link to={paths.privacy(bot)}>{nb.privacy}</Link>
            </li>
            <li>
              <Link to={paths.purpose(bot)}>{nb.purpose}</Link>
            </li>
            <li>
              <Link to={paths.peopleBehind(bot)}>{nb.peopleBehind}</Link>
            </li>
            {showUsagePage && (
              <li>
                <Link to={paths.usage(bot)}>{nb.usage}</Link>
              </li>
            )}
          </ul>
          <Link className="ds-button main-menu__cta" data-variant="primary" to={paths.chat(bot)}>
            {nb.chatWithButton(info.name)}
          </Link>
          <p className="main-menu__footer">
            <a href={info.about.accessibilityStatementUrl}>{nb.accessibilityStatement}</a>
          </p>
        </nav>
      )}
    </dialog>
  );
}
