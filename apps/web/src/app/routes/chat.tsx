import type { ChatbotPublicInfo } from '@dina/contracts';
import { useCallback, useState } from 'react';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { BackToTop } from '../../features/chat/back-to-top';
import { ChatScreen } from '../../features/chat/chat-screen';
import { useChat } from '../../features/chat/use-chat';
import { NavigationBar } from '../../features/navigation/navigation-bar';
import { SubPageModal } from '../../features/sub-page/sub-page-modal';
import type { ChatNavigationState } from '../../lib/paths';
import { NotFound } from '../not-found';
import { loadPublicInfo } from './load-chatbot';

export async function loader({ params, request }: LoaderFunctionArgs) {
  return { info: await loadPublicInfo(params, request.signal) };
}

function Chat({ info }: { info: ChatbotPublicInfo }) {
  const location = useLocation();
  const navigate = useNavigate();
  const chat = useChat(info.identificator);
  const [menuOpen, setMenuOpen] = useState(false);
  // A topic opened over the chat belongs to the location it was opened at, so an initial
  // message arriving by navigation (e.g. the topic's own talk button) closes it (SPEC §2).
  const [topic, setTopic] = useState<{ id: number; key: string } | null>(null);
  const openTopic = topic?.key === location.key ? topic.id : null;
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
      />
      <ChatScreen
        info={info}
        chat={chat}
        hidden={menuOpen}
        initialMessage={state?.initialMessage}
        onInitialMessageSent={forget}
        onTopic={(id) => setTopic({ id, key: location.key })}
      />
      {openTopic !== null && (
        <SubPageModal info={info} subPageId={openTopic} onClose={() => setTopic(null)} />
      )}
    </>
  );
}

export function Component() {
  const { info } = useLoaderData<typeof loader>();
  if (!info) return <NotFound />;
  return <Chat key={info.identificator} info={info} />;
}
