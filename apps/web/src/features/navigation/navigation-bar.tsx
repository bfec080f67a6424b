import type { ChatbotPublicInfo } from '@dina/contracts';
import { Link, NavLink } from 'react-router';
import { nb } from '../../lib/nb';
import { paths } from '../../lib/paths';

interface NavigationBarProps {
  info: ChatbotPublicInfo;
}

/**
 * The navigation bar of SPEC §2: the logo links home; the top bar shows Hjem and Chat when
 * the chatbot has a landing page, then the chatbot's top menu items.
 */
export function NavigationBar({ info }: NavigationBarProps) {
  const bot = info.identificator;
  return (
    <header className="nav-bar">
      <Link className="nav-bar__logo" to={paths.landing(bot)} aria-label={nb.logoLabel(info.name)}>
        <img src={info.avatarUrl} alt="" width={40} height={40} />
        <span aria-hidden="true">{info.name}</span>
      </Link>
      <nav aria-label="Hovedmeny" className="nav-bar__top">
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
    </header>
  );
}
