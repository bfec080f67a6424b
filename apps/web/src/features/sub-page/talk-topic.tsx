import type { TalkTopic as TalkTopicData } from '@dina/contracts';
import { Link } from 'react-router';
import { SafeHtml } from '../../lib/safe-html';
import { nb } from '../../lib/nb';
import { paths, type ChatNavigationState } from '../../lib/paths';

interface TalkTopicProps {
  topic: TalkTopicData;
  chatbot: string;
  name: string;
  avatarUrl: string;
}

/**
 * Invitation to ask the chatbot about the page; the button opens the chat with a question.
 * The chat shows the question that is sent as the visitor's message, not the button's text:
 * «Spør Dina» above an answer about something else read as if she had asked nothing.
 */
export function TalkTopic({ topic, chatbot, name, avatarUrl }: TalkTopicProps) {
  const state: ChatNavigationState = {
    initialMessage: { label: topic.buttonValue, value: topic.buttonValue },
  };
  return (
    <aside className="talk-topic" aria-labelledby="talk-topic-heading">
      <img className="talk-topic__avatar" src={avatarUrl} alt="" width={64} height={64} />
      <div>
        <h2 id="talk-topic-heading">{nb.talkTopicHeading(name)}</h2>
        <SafeHtml html={topic.text} />
        <Link className="ds-button" data-variant="primary" to={paths.chat(chatbot)} state={state}>
          {topic.buttonLabel}
        </Link>
      </div>
    </aside>
  );
}
