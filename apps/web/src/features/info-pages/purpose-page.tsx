import { nb } from '../../lib/nb';
import { SafeHtml } from '../../lib/safe-html';
import { InfoPageLayout, type InfoPageProps } from './info-page-layout';

/** 'Formål': why the chatbot exists (SPEC §2), in the chatbot's own words from its content. */
export function PurposePage({ info, isModal, onClose }: InfoPageProps) {
  const { name } = info;
  return (
    <InfoPageLayout
      chatbot={info.identificator}
      isModal={isModal}
      onClose={onClose}
      name={name}
      title={nb.purpose}
      question="Hvem er du?"
      exampleFacts={info.about.exampleFacts}
    >
      <img className="info-page__image" src={info.avatarUrl} alt="" width={160} height={160} />
      <SafeHtml className="info-page__text info-page__text--lead" html={info.about.purpose} />
    </InfoPageLayout>
  );
}
