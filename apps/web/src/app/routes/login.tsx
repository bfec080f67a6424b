import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { LoginScreen } from '../../features/login/login-screen';
import { defaultChatbot } from '../../lib/default-chatbot';
import { paths } from '../../lib/paths';
import { loadPublicInfo } from './load-chatbot';

export async function loader({ params, request }: LoaderFunctionArgs) {
  return { info: await loadPublicInfo(params, request.signal) };
}

export function Component() {
  const { info } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const bot = info?.identificator ?? defaultChatbot;
  return (
    <LoginScreen name={info?.name ?? 'Dina'} onPassed={() => void navigate(paths.chat(bot))} />
  );
}
