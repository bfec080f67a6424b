import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { nb } from '../../lib/nb';
import { paths, type ChatNavigationState } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

interface InfoPageLayoutProps {
  chatbot: string;
  name: string;
  title: string;
  /** The question the chat button sends for the visitor. */
  question: string;
  children: ReactNode;
}

/**
 * Frame of the information pages (SPEC §2): a heading, content that can be hidden and shown
 * again (shown at first), and a button that opens the chat with a prepared question.
 */
export function InfoPageLayout({ chatbot, name, title, question, children }: InfoPageLayoutProps) {
  const [visible, setVisible] = useState(true);
  useDocumentTitle(`${title} – ${name}`);
  const state: ChatNavigationState = { initialMessage: { label: question, value: question } };
  return (
    <main id="innhold" tabIndex={-1} className="info-page">
      <h1>{title}</h1>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={visible}
        aria-controls="info-page-content"
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? nb.hideContent : nb.showContent}
      </button>
      <div id="info-page-content" className="prose" hidden={!visible}>
        {children}
      </div>
      <Link className="button button--primary" to={paths.chat(chatbot)} state={state}>
        {nb.chatWithButton(name)}
      </Link>
    </main>
  );
}
