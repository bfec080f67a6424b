import type { ChatbotPublicInfo } from '@dina/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { nb } from '../../lib/nb';
import { paths } from '../../lib/paths';
import { useHeightVariable } from '../../lib/use-height-variable';
import { MainMenu } from './main-menu';
import './main-menu.css';
import { useMenu } from './use-menu';

interface NavigationBarProps {
  info: ChatbotPublicInfo;
  /** Screen-specific controls in the bar, e.g. the chat's 'Starten av samtalen'. */
  actions?: ReactNode;
  /** Told when the menu opens or closes (pass a stable function, e.g. a state setter). */
  onMenuToggle?: (open: boolean) => void;
  /** Stays on screen on phones too (the chat: 'Meny' must be reachable at its bottom). */
  sticky?: boolean;
}

/**
 * The navigation bar of SPEC §2: the logo links home; the top bar shows Hjem and Chat when
 * the chatbot has a landing page, then the chatbot's top menu items; 'Meny' opens the
 * full-page menu.
 */
export function NavigationBar({ info, actions, onMenuToggle, sticky }: NavigationBarProps) {
  const bot = info.identificator;
  const [state, dispatch] = useMenu();
  const open = state !== 'closed';
  const header = useRef<HTMLElement>(null);
  // The scroll padding under the sticky header follows its real height (styles/navigation.css).
  useHeightVariable(header, '--app-header-height');
  useEffect(() => {
    onMenuToggle?.(open);
  }, [open, onMenuToggle]);

  return (
    <header ref={header} className={sticky ? 'nav-bar nav-bar--sticky' : 'nav-bar'}>
      <Link className="nav-bar__logo" to={paths.landing(bot)} aria-label={nb.logoLabel(info.name)}>
        <img src={info.avatarUrl} alt="" width={40} height={40} />
        <span aria-hidden="true">{info.name}</span>
      </Link>
      <nav aria-label={nb.topNavigation} className="nav-bar__top">
        <ul>
          {info.hasLandingPage && (
            <>
              <li>
                <NavLink end to={paths.landing(bot)}>
                  {nb.home}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.chat(bot)}>{nb.chat}</NavLink>
              </li>
            </>
          )}
          {info.topMenuItems.map((item) => (
            <li key={item.id}>
              <NavLink to={paths.subPage(bot, item.id)}>{item.title}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="nav-bar__actions">
        {actions}
        <button
          type="button"
          className="ds-button nav-bar__menu-button"
          data-variant="secondary"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => dispatch('openMenu')}
        >
          {nb.menu}
        </button>
      </div>
      <MainMenu info={info} state={state} dispatch={dispatch} />
    </header>
  );
}
