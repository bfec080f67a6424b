import type { ChatbotPublicInfo } from '@dina/contracts';
import { nb } from '../../lib/nb';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The chat screen. This first version only frames the page; the conversation itself (message
 * list, footer, buttons) is issue 5 and lands with the dialogue API of issue 3.
 */
export function ChatScreen({ info }: { info: ChatbotPublicInfo }) {
  useDocumentTitle(info.name);
  return (
    <main id="innhold" tabIndex={-1} className="chat">
      <h1>{nb.chatHeading(info.name)}</h1>
      <p>{nb.chatUnavailable}</p>
    </main>
  );
}
