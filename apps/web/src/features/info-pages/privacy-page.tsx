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
        Vi lagrer statistikk over bruken uten å vite hvem som spurte. For hver melding lagrer vi
        hvilket tema {name} svarte med, om hun forsto spørsmålet, og timen på døgnet, men ikke
        klokkeslettet.
      </p>
      <p>
        Spørsmål som {name} ikke forsto, lagrer vi i en begrenset periode (normalt 90 dager), slik
        at fagfolkene kan lære henne nye svar. Før de lagres, fjerner vi det som ligner
        fødselsnummer, telefonnummer, e-postadresser, lenker og adresser. Deretter sitter vi bare
        igjen med antall per tema og dag.
      </p>
      <p>
        Vi lagrer ikke IP-adresse, hvilken nettleser du bruker, eller noe som kobler spørsmålene
        dine sammen.
      </p>
      <p>Skriv derfor aldri personopplysninger i chatten. {name} trenger dem ikke for å svare.</p>
      <h2>Det som lagres på din egen enhet</h2>
      <p>
        Nettleseren din husker opplysninger om chatboten og når du har brukt appen, slik at sidene
        åpner raskere og du kan se din egen tidsbruk. Dette blir liggende på enheten din og sendes
        ikke til oss. Du kan slette det ved å tømme nettstedsdata i nettleseren.
      </p>
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
