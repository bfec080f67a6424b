import { nb } from '../../lib/nb';
import { SafeHtml } from '../../lib/safe-html';
import { InfoPageLayout, type InfoPageProps } from './info-page-layout';

/**
 * 'Personvern' (SPEC §2): controller, data-protection officer, what is stored and for how
 * long, the legal basis, the visitor's rights and Datatilsynet (GDPR art. 13), from the
 * chatbot's content with the deployment's facts filled in.
 */
export function PrivacyPage({ info, isModal, onClose }: InfoPageProps) {
  return (
    <InfoPageLayout
      chatbot={info.identificator}
      isModal={isModal}
      onClose={onClose}
      name={info.name}
      title={nb.privacy}
      question="Er dette anonymt?"
      exampleFacts={info.about.exampleFacts}
    >
      <SafeHtml className="info-page__text" html={info.about.privacy} />
    </InfoPageLayout>
  );
}
