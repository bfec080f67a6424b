import { useEffect, useRef } from 'react';
import { focusMain } from './focus-main';

/**
 * A `<dialog>` shown as a modal while the component is mounted: the browser keeps focus in
 * it, makes the page behind inert and gives Escape; unmounting closes it. Put the ref on the
 * dialog element.
 *
 * Focus goes back to what opened the dialog (WCAG 2.4.3): a dialog removed from the page
 * while open drops focus to `<body>`, and the browser's own return only happens on `close()`.
 * When the opener is gone or hidden, focus goes to the page's main region instead.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (el && !el.open) el.showModal();
    return () => {
      el?.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      if (document.activeElement === document.body || document.activeElement === null) focusMain();
    };
  }, []);
  return dialog;
}
