import type { ChatbotPublicInfo } from '@dina/contracts';
import type { ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { SkipLink } from '../../components/skip-link';
import { PeopleBehindPage, type Portrait } from '../../features/info-pages/people-behind-page';
import { PrivacyPage } from '../../features/info-pages/privacy-page';
import { PurposePage } from '../../features/info-pages/purpose-page';
import { UsagePage } from '../../features/info-pages/usage-page';
import { NavigationBar } from '../../features/navigation/navigation-bar';
import { getLanding } from '../../lib/api/get-landing';
import { NotFound } from '../not-found';
import { chatbotOf, loadPublicInfo } from './load-chatbot';

interface InfoData {
  info: ChatbotPublicInfo | undefined;
  portraits: Portrait[];
}

/**
 * An information page with the navigation bar; the page gets the chatbot's info, and with
 * `portraits` the illustrations of the people behind it from the landing's content (a
 * chatbot without a landing page, or a failed call, shows the text alone).
 */
function infoRoute(
  Page: ComponentType<{ info: ChatbotPublicInfo; portraits?: Portrait[] }>,
  { portraits = false } = {},
): Pick<RouteObject, 'loader' | 'Component'> {
  async function loader({ params, request }: LoaderFunctionArgs): Promise<InfoData> {
    const [info, landing] = await Promise.all([
      loadPublicInfo(params, request.signal),
      portraits ? getLanding(chatbotOf(params), request.signal).catch(() => undefined) : undefined,
    ]);
    return { info, portraits: landing?.peopleBehind.images ?? [] };
  }
  function Component() {
    const { info, portraits: images } = useLoaderData<typeof loader>();
    if (!info) return <NotFound />;
    return (
      <>
        <SkipLink />
        <NavigationBar info={info} />
        <Page info={info} portraits={images} />
        <SiteFooter statementUrl={info.about.accessibilityStatementUrl} />
      </>
    );
  }
  return { loader, Component };
}

export const privacyRoute = infoRoute(PrivacyPage);
export const purposeRoute = infoRoute(PurposePage);
export const peopleBehindRoute = infoRoute(PeopleBehindPage, { portraits: true });
export const usageRoute = infoRoute(UsagePage);
