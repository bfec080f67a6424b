import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { ChatScreen } from '../../features/chat/chat-screen';
import { NavigationBar } from '../../features/navigation/navigation-bar';
import { NotFound } from '../not-found';
import { loadPublicInfo } from './load-chatbot';

export async function loader({ params, request }: LoaderFunctionArgs) {
  return { info: await loadPublicInfo(params, request.signal) };
}

export function Component() {
  const { info } = useLoaderData<typeof loader>();
  if (!info) return <NotFound />;
  return (
    <>
      <SkipLink />
      <NavigationBar info={info} />
      <ChatScreen info={info} />
    </>
  );
}
