import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal while the component is mounted: the browser keeps focus in
 * it, makes the page behind inert and gives Escape; unmounting closes it. Put the ref on the
 * dialog element.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);
  return dialog;
}
