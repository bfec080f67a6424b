import type { ChatbotPublicInfo, Tile } from '@dina/contracts';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { LandingScreen } from '../../features/landing/landing-screen';
import { NavigationBar } from '../../features/navigation/navigation-bar';
import { getTiles } from '../../lib/api/get-tiles';
import { paths } from '../../lib/paths';
import { NotFound } from '../not-found';
import { chatbotOf, loadPublicInfo } from './load-chatbot';

interface LandingData {
  info: ChatbotPublicInfo | undefined;
  tiles: Tile[];
}

export async function loader({
  params,
  request,
}: LoaderFunctionArgs): Promise<LandingData | Response> {
  const [info, tiles] = await Promise.all([
    loadPublicInfo(params, request.signal),
    getTiles(chatbotOf(params), request.signal).catch((error: unknown) => {
      // SPEC §8: a tiles failure is only logged; the landing shows without tiles.
      if (!request.signal.aborted) console.error('Kunne ikke hente flisene', error);
      return [];
    }),
  ]);
  if (info && !info.hasLandingPage) return redirect(paths.chat(info.identificator));
  return { info, tiles };
}

export function Component() {
  const { info, tiles } = useLoaderData<typeof loader>();
  if (!info) return <NotFound />;
  return (
    <>
      <SkipLink />
      <NavigationBar info={info} />
      <LandingScreen info={info} tiles={tiles} />
    </>
  );
}
