import type { Tile } from '@dina/contracts';
import { apiPaths } from '@dina/contracts/paths';
import { getJson } from './http';

/** GET /Page/GetTilesForClient/{id}: the landing tiles in display order. */
export const getTiles = (chatbot: string, signal?: AbortSignal): Promise<Tile[]> =>
  getJson<Tile[]>(apiPaths.tiles(chatbot), signal);
