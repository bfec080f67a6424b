import { nb } from '../../lib/nb';
import { InfoPageLayout, type InfoPageProps } from './info-page-layout';

/** 'Menneskene bak': the midwives and the team behind the chatbot (SPEC §2). */
export function PeopleBehindPage({ info, isModal, onClose }: InfoPageProps) {
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
      <p>
        {name} er laget av to jordmødre ved sykehuset sammen med et team fra helseforetaket, en
        IT-partner og kommunen. Jordmødrene har skrevet svarene ut fra spørsmålene de oftest får fra
        gravide med svangerskapsdiabetes.
      </p>
      <p>
        Teamet følger med på hvilke spørsmål {name} ikke forstår, og lærer henne nye svar. Slik blir
        hun litt klokere hver uke.
      </p>
    </InfoPageLayout>
  );
}
