import type { ChatbotPublicInfo, SubPage } from '@dina/contracts';
import { nb } from '../../lib/nb';
import { SafeHtml } from '../../lib/safe-html';
import { TalkTopic } from './talk-topic';
import { TopMedia } from './top-media';

interface SubPageContentProps {
  page: SubPage;
  info: Pick<ChatbotPublicInfo, 'identificator' | 'name' | 'avatarUrl'>;
  headingId?: string;
}

/**
 * A sub-page's header, top media, HTML body, the day it was professionally approved (never
 * for a draft) and talk-topic block: as a screen or a modal.
 */
export function SubPageContent({ page, info, headingId }: SubPageContentProps) {
  return (
    <>
      <article>
        <h1 id={headingId}>{page.header}</h1>
        {page.topMedia && <TopMedia chatbot={info.identificator} media={page.topMedia} />}
        <SafeHtml className="prose" html={page.content} />
        {page.lastReviewed && (
          <p className="sub-page__reviewed">{nb.lastReviewed(page.lastReviewed)}</p>
        )}
      </article>
      {page.talkTopic && (
        <TalkTopic
          topic={page.talkTopic}
          chatbot={info.identificator}
          name={info.name}
          avatarUrl={info.avatarUrl}
        />
      )}
    </>
  );
}
