import type { LandingPage } from '@dina/contracts';
import { nb } from '../../lib/nb';
import { SafeHtml } from '../../lib/safe-html';
import { InfoPageLayout, type InfoPageProps } from './info-page-layout';

/** An illustration of a person behind the chatbot: one of the landing's people images. */
export type Portrait = LandingPage['peopleBehind']['images'][number];

/**
 * 'Menneskene bak': the team behind the chatbot (SPEC §2), in its content's words, with the
 * illustrations (a midwife and a user, each with a speech bubble) when the content has them.
 */
export function PeopleBehindPage({
  info,
  isModal,
  onClose,
  portraits = [],
}: InfoPageProps & { portraits?: Portrait[] }) {
  const { name } = info;
  return (
    <InfoPageLayout
      chatbot={info.identificator}
      isModal={isModal}
      onClose={onClose}
      name={name}
      title={nb.peopleBehindTitle(name)}
      question="Hvem har laget deg?"
      exampleFacts={info.about.exampleFacts}
    >
      {portraits.length > 0 && (
        <div className="people-portraits">
          {portraits.map((p) => (
            <img key={p.url} src={p.url} alt={p.altText ?? ''} width={200} height={200} />
          ))}
        </div>
      )}
      <SafeHtml className="info-page__text" html={info.about.peopleBehind} />
    </InfoPageLayout>
  );
}
