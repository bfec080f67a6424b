import type { ChatbotPublicInfo } from '@dina/contracts';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { nb } from '../../lib/nb';
import { paths, type ChatNavigationState } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useModalDialog } from '../../lib/use-modal-dialog';

/** What every information page takes: the chatbot, and optionally to be shown as a modal. */
export interface InfoPageProps {
  info: ChatbotPublicInfo;
  /** SPEC §2: embedded as a modal, the page uses the host's chatbot and can close itself. */
  isModal?: boolean;
  onClose?: () => void;
}

interface InfoPageLayoutProps extends Omit<InfoPageProps, 'info'> {
  chatbot: string;
  name: string;
  title: string;
  /** The question the chat button sends for the visitor. */
  question: string;
  /** The organisation facts are made-up development values: say so above the text. */
  exampleFacts?: boolean;
  children: ReactNode;
}

/**
 * Frame of the information pages (SPEC §2): a heading, content that can be hidden and shown
 * again (shown at first), and a button that opens the chat with a prepared question. As a
 * modal it is a dialog with 'Lukk'; Escape closes it too.
 */
export function InfoPageLayout(props: InfoPageLayoutProps) {
  const { chatbot, name, title, question, children, isModal = false, onClose } = props;
  const { exampleFacts = false } = props;
  const [visible, setVisible] = useState(true);
  const dialog = useModalDialog();
  const headingId = useId();
  const contentId = useId();
  useDocumentTitle(isModal ? undefined : `${title} – ${name}`);
  const state: ChatNavigationState = { initialMessage: { label: question, value: question } };
  const body = (
    <>
      <h1 id={headingId}>{title}</h1>
      <button
        type="button"
        className="ds-button"
        data-variant="secondary"
        aria-expanded={visible}
        aria-controls={contentId}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? nb.hideContent : nb.showContent}
      </button>
      <div id={contentId} className="prose" hidden={!visible}>
        {exampleFacts && (
          <p className="info-page__example" role="note">
            {nb.exampleFacts}
          </p>
        )}
        {children}
      </div>
      <Link className="ds-button" data-variant="primary" to={paths.chat(chatbot)} state={state}>
        {nb.chatWithButton(name)}
      </Link>
    </>
  );
  if (!isModal) {
    return (
      <main id="innhold" tabIndex={-1} className="info-page">
        {body}
      </main>
    );
  }
  return (
    <dialog
      ref={dialog}
      className="ds-dialog page-modal info-page"
      aria-labelledby={headingId}
      onClose={onClose}
    >
      <button
        type="button"
        className="ds-button info-page__close"
        data-variant="secondary"
        onClick={onClose}
      >
        {nb.close}
      </button>
      {body}
    </dialog>
  );
}
