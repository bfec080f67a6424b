/**
 * Stand-ins for the browser features the app uses and jsdom lacks. Each follows the HTML
 * specification as far as the app relies on it, so a test still fails when the app stops
 * calling the platform correctly (e.g. a menu that never calls `close()` keeps focus).
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** Modal dialogs in the order they were shown: the last one is on top and gets Escape. */
const modals: HTMLDialogElement[] = [];
const openers = new WeakMap<HTMLDialogElement, Element | null>();

/**
 * `<dialog>`: `showModal()` opens it and focuses its first focusable element; `close()` closes
 * it, gives focus back to what had it before (only while it is in the document) and fires
 * `close`; Escape fires a cancelable `cancel` at the top modal and closes it unless cancelled.
 */
function installDialog(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    openers.set(this, document.activeElement);
    this.setAttribute('open', '');
    modals.push(this);
    const target = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector(FOCUSABLE);
    (target instanceof HTMLElement ? target : this).focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    // A dialog removed from the document stopped being modal then (the HTML spec's removing
    // steps), and closing it later gives focus back to nothing: the app must do that itself.
    const opener = openers.get(this);
    if (index >= 0 && this.isConnected && opener instanceof HTMLElement && opener.isConnected) {
      opener.focus();
    }
    // The platform queues the event: the caller's code finishes first.
    queueMicrotask(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = modals.filter((d) => d.isConnected && d.open).at(-1);
    if (top?.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

/** Media queries that match, for `window.matchMedia`; none by default (a wide screen). */
let matching = new Set<string>();

/** Makes `window.matchMedia(query).matches` true for these queries until the next test. */
export function matchMediaQueries(queries: string[]): void {
  matching = new Set(queries);
}

function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const list = new EventTarget() as MediaQueryList;
    return Object.assign(list, {
      media: query,
      matches: matching.has(query),
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
    });
  };
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/** Installs the stand-ins; call once per test file (the setup file does). */
export function installBrowserGaps(): void {
  installDialog();
  installMatchMedia();
  globalThis.ResizeObserver ??= ResizeObserverStub;
  // jsdom has no layout, and its scrollTo logs an error on each call: here it does nothing.
  window.scrollTo = () => {};
}

/** Forgets what a test changed: the media queries that match. */
export function resetBrowserGaps(): void {
  matching = new Set();
  modals.length = 0;
}
