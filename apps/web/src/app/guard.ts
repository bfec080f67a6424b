import { redirect } from 'react-router';
import { readClientConfig } from '../lib/config';
import { storageKeys } from '../lib/storage';

/**
 * The route guard of SPEC §2. When the deployment requires the password gate, a visitor who
 * has not passed it is sent to /login; otherwise everyone passes.
 */
export function guard(): Response | null {
  if (!readClientConfig().requireLogin) return null;
  return localStorage.getItem(storageKeys.authenticated) === 'true' ? null : redirect('/login');
}
