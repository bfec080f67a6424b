import type { ChatbotPublicInfo, SubPage } from '@dina/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { SkipLink } from '../../components/skip-link';
import { NavigationBar } from '../../features/navigation/navigation-bar';
import { SubPageScreen } from '../../features/sub-page/sub-page-screen';
import { getSubPage } from '../../lib/api/get-sub-page';
import { NotFound } from '../not-found';
import { chatbotOf, isMissing, loadPublicInfo } from './load-chatbot';

type SubPageData =
  { page: SubPage; info: ChatbotPublicInfo } | { page: undefined; info: undefined };

export async function loader({ params, request }: LoaderFunctionArgs): Promise<SubPageData> {
  const notFound = { page: undefined, info: undefined };
  // subPageId is parsed as an integer (SPEC §2); anything else names no page.
  if (!/^\d{1,9}$/.test(params.subPageId ?? '')) return notFound;
  const [page, info] = await Promise.all([
    getSubPage(Number(params.subPageId), request.signal).catch((error: unknown) => {
      if (request.signal.aborted) throw error;
      console.error('Kunne ikke hente siden', error);
      // Only a page the server does not have is not found; trouble gets the error screen.
      if (isMissing(error)) return undefined;
      throw error;
    }),
    loadPublicInfo(params, request.signal),
  ]);
  // A page belongs to one chatbot; under another chatbot's URL it does not exist.
  if (!page || !info || page.chatbotIdentificator !== chatbotOf(params)) return notFound;
  return { page, info };
}

export function Component() {
  const { page, info } = useLoaderData<typeof loader>();
  if (!page) return <NotFound />;
  return (
    <>
      <SkipLink />
      <NavigationBar info={info} />
      <SubPageScreen page={page} info={info} />
      <SiteFooter statementUrl={info.about.accessibilityStatementUrl} />
    </>
  );
}
