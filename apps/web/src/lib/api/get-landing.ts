import type { LandingPage } from '@dina/contracts';
import { apiPaths } from '@dina/contracts/paths';
import { getJson } from './http';

/** GET /Page/GetLandingForClient/{id}: the landing's sections besides the tiles. */
export const getLanding = (chatbot: string, signal?: AbortSignal): Promise<LandingPage> =>
  getJson<LandingPage>(apiPaths.landing(chatbot), signal);
