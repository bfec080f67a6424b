import { nb } from '../../lib/nb';
import { InfoPageLayout, type InfoPageProps } from './info-page-layout';

/** 'Personvern': who is responsible, what is stored, and what is not (SPEC §2). */
export function PrivacyPage({ info, isModal, onClose }: InfoPageProps) {
  const { name } = info;
  return (
    <InfoPageLayout
      chatbot={info.identificator}
      isModal={isModal}
      onClose={onClose}
      name={name}
      title={nb.privacy}
      question="Er dette anonymt?"
    >
      <p>
        Du er anonym når du bruker {name}. Vi ber ikke om navn, fødselsnummer eller annen
        informasjon om deg, og vi bruker ikke informasjonskapsler (cookies).
      </p>
      <h2>Behandlingsansvarlig og databehandler</h2>
      <p>
        Helseforetaket som driver {name} er behandlingsansvarlig. IT-partneren som drifter tjenesten
        er databehandler og behandler opplysninger bare etter avtale med helseforetaket.
      </p>
      <h2>Statistikk og søkeord</h2>
      <p>
        Vi lagrer statistikk over bruken uten å vite hvem som spurte: hvilke spørsmål som blir stilt
        og hvilke svar som blir gitt. Før et spørsmål lagres, fjerner vi det som ligner
        fødselsnummer, telefonnumre og e-postadresser. Vi lagrer ikke IP-adresser.
      </p>
      <p>Skriv derfor aldri personopplysninger i chatten. {name} trenger dem ikke for å svare.</p>
      <h2>E-post</h2>
      <p>
        Sender du oss e-post, blir den behandlet som en henvendelse til helseforetaket og ikke
        koblet til det du har skrevet i chatten.
      </p>
      <h2>Lenker til andre nettsteder</h2>
      <p>
        Svarene lenker noen ganger til andre nettsteder, for eksempel helsenorge.no. Når du følger
        en lenke, gjelder personvernerklæringen til det nettstedet.
      </p>
    </InfoPageLayout>
  );
}
