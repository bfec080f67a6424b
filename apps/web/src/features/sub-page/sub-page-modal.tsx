import type { ChatbotPublicInfo, SubPage } from '@dina/contracts';
import { useEffect, useId, useState } from 'react';
import closeIcon from '../../assets/close.svg';
import { getSubPage } from '../../lib/api/get-sub-page';
import { nb } from '../../lib/nb';
import { SubPageContent } from './sub-page-content';
import './sub-page.css';
import { useModalDialog } from '../../lib/use-modal-dialog';

interface SubPageModalProps {
  info: ChatbotPublicInfo;
  subPageId: number;
  onClose: () => void;
}

type Loaded = { state: 'loading' } | { state: 'loaded'; page: SubPage } | { state: 'missing' };

/**
 * A sub-page as a modal over the chat (SPEC §2), e.g. from the keyboard extension's topics.
 * Closed by 'Lukk siden' or Escape; focus returns to what opened it.
 */
export function SubPageModal({ info, subPageId, onClose }: SubPageModalProps) {
  const dialog = useModalDialog();
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    getSubPage(subPageId, abort.signal).then(
      (page) => setLoaded({ state: 'loaded', page }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Kunne ikke hente siden', error);
        setLoaded({ state: 'missing' });
      },
    );
    return () => abort.abort();
  }, [subPageId]);

  return (
    <dialog
      ref={dialog}
      className="ds-dialog page-modal"
      aria-labelledby={loaded.state === 'loaded' ? headingId : undefined}
      aria-label={loaded.state === 'loaded' ? undefined : nb.loading}
      onClose={onClose}
    >
      <button type="button" className="sub-page-modal__close" onClick={onClose}>
        <img src={closeIcon} alt={nb.closePage} width={24} height={24} />
      </button>
      {loaded.state === 'loading' && <p role="status">{nb.loading}</p>}
      {loaded.state === 'missing' && <p role="alert">{nb.notFoundText}</p>}
      {loaded.state === 'loaded' && (
        <SubPageContent page={loaded.page} info={info} headingId={headingId} />
      )}
    </dialog>
  );
}
