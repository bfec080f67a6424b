import type { ChatbotPublicInfo, LandingPage, Tile } from '@dina/contracts';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { SkipLink } from '../../components/skip-link';
import { LandingScreen } from '../../features/landing/landing-screen';
import { NavigationBar } from '../../features/navigation/navigation-bar';
import { getLanding } from '../../lib/api/get-landing';
import { getTiles } from '../../lib/api/get-tiles';
import { paths } from '../../lib/paths';
import { NotFound } from '../not-found';
import { chatbotOf, loadPublicInfo } from './load-chatbot';

interface LandingData {
  info: ChatbotPublicInfo | undefined;
  tiles: Tile[];
  landing: LandingPage | null;
}

/** Like tiles (SPEC §8), a failed optional part of the landing is logged and left out. */
const optional =
  <T,>(what: string, fallback: T, signal: AbortSignal) =>
  (error: unknown): T => {
    if (!signal.aborted) console.error(`Kunne ikke hente ${what}`, error);
    return fallback;
  };

export async function loader({
  params,
  request,
}: LoaderFunctionArgs): Promise<LandingData | Response> {
  const { signal } = request;
  const bot = chatbotOf(params);
  const [info, tiles, landing] = await Promise.all([
    loadPublicInfo(params, signal),
    getTiles(bot, signal).catch(optional<Tile[]>('flisene', [], signal)),
    getLanding(bot, signal).catch(optional<LandingPage | null>('forsiden', null, signal)),
  ]);
  if (info && !info.hasLandingPage) return redirect(paths.chat(info.identificator));
  return { info, tiles, landing };
}

export function Component() {
  const { info, tiles, landing } = useLoaderData<typeof loader>();
  if (!info) return <NotFound />;
  return (
    <>
      <SkipLink />
      <NavigationBar info={info} />
      <LandingScreen info={info} tiles={tiles} landing={landing} />
      <SiteFooter statementUrl={info.about.accessibilityStatementUrl} />
    </>
  );
}
