import type { ChatbotPublicInfo } from '@dina/contracts';
import type { ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { PeopleBehindPage } from '../../features/info-pages/people-behind-page';
import { PrivacyPage } from '../../features/info-pages/privacy-page';
import { PurposePage } from '../../features/info-pages/purpose-page';
import { UsagePage } from '../../features/info-pages/usage-page';
import { NavigationBar } from '../../features/navigation/navigation-bar';
import { NotFound } from '../not-found';
import { loadPublicInfo } from './load-chatbot';

async function loader({ params, request }: LoaderFunctionArgs) {
  return { info: await loadPublicInfo(params, request.signal) };
}

/** An information page with the navigation bar; the page itself gets the chatbot's info. */
function infoRoute(
  Page: ComponentType<{ info: ChatbotPublicInfo }>,
): Pick<RouteObject, 'loader' | 'Component'> {
  function Component() {
    const { info } = useLoaderData<typeof loader>();
    if (!info) return <NotFound />;
    return (
      <>
        <SkipLink />
        <NavigationBar info={info} />
        <Page info={info} />
      </>
    );
  }
  return { loader, Component };
}

export const privacyRoute = infoRoute(PrivacyPage);
export const purposeRoute = infoRoute(PurposePage);
export const peopleBehindRoute = infoRoute(PeopleBehindPage);
export const usageRoute = infoRoute(UsagePage);
