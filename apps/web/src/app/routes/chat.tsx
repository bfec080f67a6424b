import { useCallback } from 'react';
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { ChatScreen } from '../../features/chat/chat-screen';
import { NavigationBar } from '../../features/navigation/navigation-bar';
import type { ChatNavigationState } from '../../lib/paths';
import { NotFound } from '../not-found';
import { loadPublicInfo } from './load-chatbot';

export async function loader({ params, request }: LoaderFunctionArgs) {
  return { info: await loadPublicInfo(params, request.signal) };
}

export function Component() {
  const { info } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as ChatNavigationState | null;
  const forget = useCallback(() => {
    void navigate(location.pathname, { replace: true, state: null });
  }, [navigate, location.pathname]);
  if (!info) return <NotFound />;
  return (
    <>
      <SkipLink />
      <NavigationBar info={info} />
      <ChatScreen
        key={info.identificator}
        info={info}
        initialMessage={state?.initialMessage}
        onInitialMessageSent={forget}
      />
    </>
  );
}
