import type { SubPage } from '@dina/contracts';
import { apiPaths } from '@dina/contracts/paths';
import { getJson } from './http';

/** GET /Page/GetSubPageForClient/{subPageId}. */
export const getSubPage = (subPageId: number, signal?: AbortSignal): Promise<SubPage> =>
  getJson<SubPage>(apiPaths.subPage(subPageId), signal);
