import type { ChatbotPublicInfo } from '@dina/contracts';
import { useCallback, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { BackToTop } from '../../features/chat/back-to-top';
import { ChatScreen } from '../../features/chat/chat-screen';
import { useChat } from '../../features/chat/use-chat';
import { NavigationBar } from '../../features/navigation/navigation-bar';
import { PrivacyPage } from '../../features/info-pages/privacy-page';
import { SubPageModal } from '../../features/sub-page/sub-page-modal';
import type { ChatNavigationState } from '../../lib/paths';
import { useLocationState } from '../../lib/use-location-state';
import { NotFound } from '../not-found';
import { loadPublicInfo } from './load-chatbot';

export async function loader({ params, request }: LoaderFunctionArgs) {
  return { info: await loadPublicInfo(params, request.signal) };
}

/** A page shown over the chat. */
type Overlay = { kind: 'sub-page'; id: number } | { kind: 'privacy' };

function Chat({ info }: { info: ChatbotPublicInfo }) {
  const location = useLocation();
  const navigate = useNavigate();
  const chat = useChat(info.identificator);
  const [menuOpen, setMenuOpen] = useState(false);
  // A page opened over the chat belongs to the location it was opened at, so an initial
  // message arriving by navigation (e.g. the page's own chat button) closes it (SPEC §2).
  const [overlay, open] = useLocationState<Overlay | null>(null);
  const close = () => open(null);
  const state = location.state as ChatNavigationState | null;
  const forget = useCallback(() => {
    void navigate(location.pathname, { replace: true, state: null });
  }, [navigate, location.pathname]);

  return (
    <>
      <SkipLink />
      <NavigationBar
        info={info}
        actions={chat.entries.length > 1 && <BackToTop />}
        onMenuToggle={setMenuOpen}
        sticky
      />
      <ChatScreen
        info={info}
        chat={chat}
        hidden={menuOpen}
        initialMessage={state?.initialMessage}
        onInitialMessageSent={forget}
        onTopic={(id) => open({ kind: 'sub-page', id })}
        onShowPrivacy={() => open({ kind: 'privacy' })}
      />
      {overlay?.kind === 'sub-page' && (
        <SubPageModal info={info} subPageId={overlay.id} onClose={close} />
      )}
      {overlay?.kind === 'privacy' && <PrivacyPage info={info} isModal onClose={close} />}
    </>
  );
}

export function Component() {
  const { info } = useLoaderData<typeof loader>();
  if (!info) return <NotFound />;
  return <Chat key={info.identificator} info={info} />;
}
