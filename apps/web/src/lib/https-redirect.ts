const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * SPEC §5: the https address of a page opened over plain http, or null when it is already
 * https or served from this machine (development and the tests run over http on localhost).
 */
export function httpsTarget(url: Pick<URL, 'protocol' | 'hostname' | 'href'>): string | null {
  if (url.protocol !== 'http:' || LOCAL_HOSTS.has(url.hostname)) return null;
  return `https:${url.href.slice('http:'.length)}`;
}
