import type { LandingPage } from '@dina/contracts';
import { nb } from '../../lib/nb';
import { InfoPageLayout, type InfoPageProps } from './info-page-layout';

/** An illustration of a person behind the chatbot: one of the landing's people images. */
export type Portrait = LandingPage['peopleBehind']['images'][number];

/**
 * 'Menneskene bak': the midwives and the team behind the chatbot (SPEC §2), with the
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
    >
      {portraits.length > 0 && (
        <div className="people-portraits">
          {portraits.map((p) => (
            <img key={p.url} src={p.url} alt={p.altText ?? ''} width={200} height={200} />
          ))}
        </div>
      )}
      <p>
        {name} er laget av et team fra helseforetaket, en IT-partner og kommunen. Svarene er skrevet
        ut fra offentlige norske helseråd, og de er ennå ikke gjennomgått av helsepersonell.
      </p>
      <p>
        Teamet følger med på hvilke spørsmål {name} ikke forstår, og lærer henne nye svar. Slik blir
        hun litt klokere hver uke.
      </p>
    </InfoPageLayout>
  );
}
