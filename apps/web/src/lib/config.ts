/** Runtime settings the server writes into index.html's `app-config` meta tag. */
export interface ClientConfig {
  requireLogin: boolean;
  showUsagePage: boolean;
}

const defaults: ClientConfig = { requireLogin: false, showUsagePage: false };

/** Reads the client configuration; a missing or malformed tag gives the safe defaults. */
export function readClientConfig(doc: Document = document): ClientConfig {
  const raw = doc.querySelector('meta[name="app-config"]')?.getAttribute('content');
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<ClientConfig>) : {};
    return {
      requireLogin: parsed.requireLogin === true,
      showUsagePage: parsed.showUsagePage === true,
    };
  } catch {
    return defaults;
  }
}
