import { nb } from '../../lib/nb';
import { InfoPageLayout, type InfoPageProps } from './info-page-layout';

/** 'Formål': why the chatbot exists (SPEC §2). */
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
    >
      <img className="info-page__image" src={info.avatarUrl} alt="" width={160} height={160} />
      <p className="info-page__lead">Å styrke kvinners egen helse!</p>
      <p>
        {name} skal gjøre det lettere å leve med svangerskapsdiabetes. Du kan spørre når du vil,
        døgnet rundt, og få svar som bygger på de nasjonale rådene.
      </p>
      <p>
        {name} gir generell informasjon og erstatter ikke jordmor eller lege. Svarene er ennå ikke
        gjennomgått av helsepersonell. Står du i noe som haster, ring 113.
      </p>
    </InfoPageLayout>
  );
}
