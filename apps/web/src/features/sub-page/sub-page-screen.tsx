import type { ChatbotPublicInfo, SubPage } from '@dina/contracts';
import { SafeHtml } from '../../lib/safe-html';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TalkTopic } from './talk-topic';
import { TopMedia } from './top-media';

interface SubPageScreenProps {
  page: SubPage;
  info: ChatbotPublicInfo;
}

/** A sub-page (SPEC §2): header, optional top media, HTML body and a talk-topic block. */
export function SubPageScreen({ page, info }: SubPageScreenProps) {
  useDocumentTitle(`${page.header} – ${info.name}`);
  return (
    <main id="innhold" tabIndex={-1} className="sub-page">
      <article>
        <h1>{page.header}</h1>
        {page.topMedia && <TopMedia chatbot={info.identificator} media={page.topMedia} />}
        <SafeHtml className="prose" html={page.content} />
      </article>
      {page.talkTopic && (
        <TalkTopic
          topic={page.talkTopic}
          chatbot={info.identificator}
          name={info.name}
          avatarUrl={info.avatarUrl}
        />
      )}
    </main>
  );
}
