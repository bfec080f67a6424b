import { describe, expect, it } from 'vitest';
import { buildEngine } from './build-engine.js';
import { bundles, raisesNoAlarm, recognises } from './warning-signs.test-helper.js';

// The core set of every chatbot's warning signs lives beside its rules
// (content/<bot>/warning-signs.yaml), so an editor who changes a rule sees what it must keep.
describe.each(bundles.map((b) => [b.identificator, b] as const))(
  'warning signs of %s',
  (_, bundle) => {
    const engine = buildEngine(bundle.nodes, bundle.language);
    const signs = bundle.language.warningSigns?.signs ?? [];

    it('has warning signs', () => {
      expect(signs.length).toBeGreaterThan(0);
    });

    it.each(signs.flatMap((s) => s.examples.map((text) => [s.id, text, s.node] as const)))(
      'recognises %s in «%s»',
      (sign, text, node) => {
        const d = engine.classify(text);
        expect({ outcome: d.outcome, node: d.node, sign: d.warning?.sign }).toEqual({
          outcome: 'urgent',
          node,
          sign,
        });
      },
    );

    it.each(bundle.language.warningSigns?.nearMisses ?? [])('raises no alarm on «%s»', (text) => {
      const d = engine.classify(text);
      expect(d.warning?.rule ?? 'none').toBe('none');
    });
  },
);

// An exception explains its own words away for the whole sentence, so one that is a single
// common word («diagnosen», «redd for blod», «nattevakt») would hide a real sign beside it.
describe('exceptions hide no sign told beside them', () => {
  it.each([
    ['dina', 'trauma', 'fikk diagnosen i uke 26 og falt i trappa i dag rett på magen'],
    ['dina', 'bleeding', 'Jeg er så redd for blodet som kommer'],
    ['dina', 'breathing', 'blir tungpusten i trappa og har vondt i brystet'],
    ['dina', 'fever', 'jeg er frisk ellers, men har 39 i feber'],
    ['dina', 'self-harm', 'jeg skader meg selv i armen igjen'],
    ['ibs', 'self-harm', 'kutter meg med kniven når det blir for mye'],
    ['ibs', 'night-symptoms', 'jobber nattevakt og våkner av diaré hver natt når jeg har fri'],
    // A mask («sukker i blodet») takes only its own words from the sign, as an exception did all.
    ['dina', 'bleeding', 'jeg blør mye og har sukker i blodet på 4'],
    // … and only within its clause: «Skal jeg måle?» takes no blood from the next sentence.
    ['dina', 'bleeding', 'Skal jeg måle? Blod på papiret nå'],
    ['dina', 'bleeding', 'Sukkeret var fint i dag, men blod på papiret'],
    // Review: narrower fixes than the first ones, which hid these.
    [
      'dina',
      'fetal-movement',
      'har ikke kjent babyen på to dager og er redd for hva som skjer når hun blir født',
    ],
    ['dina', 'general', 'Det føles som jeg er helt borte og munnen henger på den ene siden'],
    ['dina', 'self-harm', 'jeg vil ikke leve uten ham'],
    ['ibs', 'vomiting-blood', 'Nå er han frisk, men jeg har kastet opp blod hele natta'],
    [
      'ibs',
      'weight-loss',
      'Jeg har gått ned 9 kg på to måneder uten grunn og vil tilbake til vanlig vekt',
    ],
    [
      'ibs',
      'new-change-over-40',
      'Jeg er 58 og har hatt diaré hver dag i tre måneder, etter jeg begynte på ny jobb',
    ],
    ['ibs', 'fainting', 'Skriver fra mobilen og kollapset i dusjen nå'],
    // Session 23 reviews: signs the first check-set fixes hid (masks, excepts, «meg ikke»).
    ['dina', 'hypoglycaemia', '2,4 hjelp meg ikke noe juice i huset'],
    ['dina', 'waters', 'Det renner noe ut av meg ikke vet hva det er, uke 37'],
    ['dina', 'waters', 'Det drypper fra meg hele tiden, er nok bare tiss'],
    ['dina', 'headache-vision', 'lys flimrer foran øynene'],
    ['dina', 'headache-vision', 'når jeg ser på pcen flimrer det i synsfeltet'],
    ['dina', 'trauma', 'Vi kjørte i grøfta med beltet over magen'],
    ['dina', 'fainting', 'Jeg besvimte av hvor vondt det gjorde'],
    ['dina', 'seizure', 'ho krampa av å få for lite sukker'],
    ['ibs', 'general', 'Jeg er så slapp at jeg knapt orker å lage mat'],
    ['ibs', 'general', 'Jeg tror jeg er skikkelig syk'],
    ['ibs', 'appetite-loss', 'Matlysten er helt borte, jeg er aldri sulten før langt utpå kvelden'],
    ['ibs', 'night-symptoms', 'Hvordan slippe å våkne av magesmerter hver natt?'],
  ] as const)('%s recognises %s in «%s»', recognises);
});

// Messages the rules were tuned on (check sets 21–23, tuning sets 10 and 21), named here so
// that each stays recognised, or stays calm, when a rule changes.
describe('warning signs told in the words of the check and tuning sets', () => {
  it.each([
    ['dina', 'self-harm', 'Jeg har skåret meg i armen igjen i kveld'],
    ['ibs', 'self-harm', 'har lagt til side en haug med sovetabletter i skuffen'],
    [
      'ibs',
      'self-harm',
      'æ har planlagt åssen æ skal gjør det, ingen kommer til å savn mæ uansett',
    ],
    ['dina', 'self-harm', 'kan man dø av for mange paracet? spør for meg selv'],
    [
      'dina',
      'severe-abdominal-pain',
      'har fått en så brutal smerte nede i magen at jeg bare ligger i fosterstilling',
    ],
    ['ibs', 'fever', 'dattera mi (11) har IBS og nå har hun feber og har hatt løs mage hele dagen'],
    ['ibs', 'appetite-loss', 'maten frister ingenting, sånn har det vært i en måned'],
    ['ibs', 'general', 'jeg er så dårlig, kan ikke stå, alt bare blir verre'],
    // Tuning set 12: only the learnt model found it, until retraining on set 15 lost it.
    [
      'ibs',
      'new-change-over-40',
      'Jeg er i slutten av førtiårene (48). I mars begynte jeg å få vekselvis hard og løs avføring',
    ],
    // Check set 22, tuning sets 10 and 21.
    [
      'dina',
      'self-harm',
      'Eg har samla opp insulinpennane og tenkt at viss eg tek alt på ein gong',
    ],
    ['dina', 'self-harm', 'ingen vits å måle når jeg ikke har tenkt å være her til termin uansett'],
    ['dina', 'self-harm', 'mi ikke vil leve mer. mann borte, jeg alene i norge'],
    [
      'dina',
      'swelling',
      'Det ene beinet er hovent og varmt og vondt i leggen, det andre er normalt',
    ],
    ['dina', 'seizure', 'sambo ristet nettopp helt ukontrollert, hun bruker ikke insulin'],
    ['dina', 'seizure', 'hun var helt borte i to minutter, hva gjør jeg'],
    [
      'ibs',
      'self-harm',
      'begynner å tenke at familien hadde hatt det lettere uten meg, helt ærlig',
    ],
    ['ibs', 'self-harm', 'i går fant jeg en lapp på rommet hans der han tok farvel med oss'],
    ['ibs', 'self-harm', 'har begynt å skjære meg på låret igjen når magen er på det verste'],
    ['ibs', 'self-harm', 'jeg har stått på brua to ganger denne uka og sett ned'],
    ['ibs', 'self-harm', 'trur ikkje eg kjem til å vere her til jul, eg har bestemt meg'],
    ['ibs', 'blood-in-stool', 'Ser ut som bringebærsyltetøy i do, men eg har ikkje ete bær'],
    [
      'ibs',
      'night-symptoms',
      'nå våkner jeg av at det bare renner. hjelper imodium før jeg legger meg?',
    ],
    ['ibs', 'fainting', 'jeg segnet om på trening i går etter å ha hatt løs mage i flere dager'],
    ['dina', 'high-glucose-unwell', 'akkurat nå er jeg på 20 og skikkelig dårlig'],
    ['dina', 'fever', 'dattera mi er gravid og har høy feber'],
    ['ibs', 'black-stool', 'mørk som bek, avføringen. normalt med ibs?'],
    ['ibs', 'black-stool', 'hvorfor er bæsjen min svart?? har ikke spist blåbær eller noe'],
    ['ibs', 'new-change-over-40', 'fikk IBS-lignende plager for første gang i år, er 53'],
    ['dina', 'waters', 'det kjæm litt og litt vatn nerover låran heile kvelden'],
    ['dina', 'waters', 'det føltes som en vannballong sprakk der nede og så rant det litt'],
    // Check set 23.
    ['dina', 'upper-abdominal-pain', 'Det gneg under høgre ribbeboge, har halde på heile kvelden'],
    [
      'dina',
      'upper-abdominal-pain',
      'Målte 5,2 i dag tidlig. Ellers har jeg en gnagende smerte i øvre del av magen',
    ],
    ['dina', 'swelling', 'Datteren min i uke 35 har fått pløsete kinn og hender på et par timer'],
    ['dina', 'breathing', 'Peser som en hund bare jeg går til kjøkkenet, det startet brått i går'],
    ['ibs', 'self-harm', 'i går kveld sto jeg med pilleglasset og hadde lyst til å svelge alt'],
    ['ibs', 'self-harm', 'ligg og tænke på å kjør utfor brua på veien hjem'],
    ['ibs', 'blood-in-stool', 'Elles har det kome raudt i skåla når eg har vore på do'],
    ['ibs', 'black-stool', 'Skitten blei svart som kol og klissen, ka kan det vær?'],
    [
      'ibs',
      'vomiting-blood',
      'Samboeren spydde i går kveld, og det lå blodklumper i vasken etterpå',
    ],
    ['ibs', 'vomiting-blood', 'Spør for samboeren: han har kastet opp mørke, grynete greier i dag'],
    ['ibs', 'night-symptoms', 'Jeg blir nemlig vekket av tarmen rundt kl 2 og må løpe ut'],
    ['ibs', 'severe-pain', 'det skjærer i magen og har gjort det uten pause i to døgn'],
    ['ibs', 'general', 'Magen er hard og spent som en tromme, jeg har kastet opp hele dagen'],
    // «far» without «får»: its own rules (message set 20 read «får tarmkreft» as a father's).
    ['ibs', 'family-history', 'min far hadde tarmkreft'],
    ['ibs', 'family-history', 'far fikk tarmkreft da han var 60'],
    // An emoji inside a sign's phrase leaves the phrase whole.
    ['dina', 'waters', 'vannet 💦 har gått'],
    ['dina', 'vaginal-bleeding', 'det renner blod 🩸 fra skjeden'],
    [
      'ibs',
      'weight-loss',
      'om jeg har slanket meg? det har jeg ikke 😬 har gått ned 8 kilo siden våren',
    ],
    // Check set 24: numbers in words, saved pills, contractions told as a reply, worst pain ever.
    ['dina', 'high-glucose-unwell', 'blodsukkeret er tjueto og jeg er så tørst og kvalm'],
    ['dina', 'self-harm', 'har spart pillene i en skuff i tilfelle'],
    ['dina', 'contractions', 'de kommer sterkere og tettere nå'],
    ['ibs', 'severe-pain', 'vondt i magen, verste noensinne'],
    ['ibs', 'black-stool', 'black poop today'],
    // An except, a past or a hypothetical phrase must not hide a sign told beside it (review).
    ['dina', 'fever', 'Jeg fryser helt inn til beina og har 39 i feber'],
    ['dina', 'fever', 'Jeg har feber, full feber med frysninger'],
    ['dina', 'headache-vision', 'TV-en flimrer og jeg ser dobbelt'],
    ['dina', 'bleeding', 'Jeg blør kraftig og er redd for babyen i fremtiden'],
    ['dina', 'general', 'Jeg ble helt syk etter kake, ser likblek ut'],
    ['ibs', 'self-harm', 'Dette tar livet av en, jeg vil bare dø'],
    ['ibs', 'black-stool', 'Jeg har svart avføring og føler meg sånn generelt dårlig'],
    ['ibs', 'weight-loss', 'Har gått ned 7 kilo uten å prøve, og diareen har kommet tilbake'],
    ['ibs', 'fainting', 'Jeg besvimte mens jeg så på film i går kveld'],
    [
      'ibs',
      'new-change-over-40',
      'Jeg er femtito og har hatt IBS i tjue år, men nå har avføringen endret seg',
    ],
    // An alternative holds one word: «verre og verre|…» never matched before.
    ['ibs', 'general', 'Jeg er alene hjemme og blir bare verre og verre'],
    ['ibs', 'new-change-over-40', 'Jeg er 63, det begynte i september og har ikke gått over'],
    // Check set 26: «ikke» before the verb in a subordinate clause, the past, overdose in
    // nynorsk, a pregnant mother who fainted, no point in living, a tarry stool as «den».
    ['dina', 'breathing', 'måtte snu etter fem minutter fordi jeg ikke fikk puste'],
    ['dina', 'breathing', 'våknet i natt og klarte ikke puste liggende'],
    [
      'dina',
      'self-harm',
      'eg har tenkt at eg kunne ta alt insulinet på ein gong og bli ferdig med det',
    ],
    ['dina', 'fainting', 'mora mi besvimte akkurat, hun er gravid med nummer fire'],
    ['ibs', 'self-harm', 'æ ser ikkje nån vits med å leve når magen e sånn her hele tida'],
    ['ibs', 'self-harm', 'har begynt å tenke at det hadde vært lettere å ikke være her lenger'],
    [
      'ibs',
      'black-stool',
      'nei ikke blod akkurat, men den er helt svart og lukter helt forferdelig',
    ],
    // Check sets 27 and 28, and older misses.
    [
      'dina',
      'self-harm',
      'søstera mi skrev at hun skal ta alle insulinpennene på en gang så det blir over',
    ],
    ['dina', 'self-harm', 'jeg finner ingen vei ut av dette og tenker på å forsvinne'],
    ['dina', 'hypoglycaemia', 'ja fortsatt lav, 3,0 etter juicen'],
    ['dina', 'seizure', 'ja hun rykker fortsatt'],
    ['dina', 'fever', 'samboeren min har 39 i feber og er 35 uker'],
    ['dina', 'general', 'Neseblodet stoppa ikkje, no er det tredje handkleet'],
    ['ibs', 'self-harm', 'vil bare sovne og slippe å våkne igjen'],
    ['ibs', 'weight-loss', 'har mistet åtte kilo siden jul og jeg slanker meg ikke'],
    ['ibs', 'blood-in-stool', 'ja, fortsatt blod'],
    ['ibs', 'night-symptoms', 'diare om natan også nå, før var det bare om morgenen'],
    ['ibs', 'black-stool', 'mamma 80 år sier avføringen er svart som kaffe'],
    ['ibs', 'general', 'ingen svarer på legevakten og jeg er redd'],
  ] as const)('%s recognises %s in «%s»', recognises);
  it.each([
    ['ibs', 'tok livet av surdeigsstarteren min, kan jeg bruke kjøpt surdeigsbrød?'],
    ['ibs', 'Er vekttap et symptom på IBS? spør generelt'],
    ['ibs', 'blir vekket av 2-åringen flere ganger hver natt og er så sliten'],
    ['ibs', 'holdt på å besvime av lettelse da jeg fikk høre at det var IBS'],
    ['dina', 'Han har hikke i magen hver kveld, det dunker rytmisk. Er det farlig?'],
    ['dina', 'Hva er blodsukker egentlig? Er det blodet som er søtt?'],
    // Check set 22, tuning sets 10 and 21.
    ['dina', 'Jeg har ingen tanker om å skade meg selv, jordmora spør om det hver gang'],
    [
      'dina',
      'blodet mitt kokte over da NAV ringte igjen i dag 😤 har stress noe å si for fastende?',
    ],
    [
      'dina',
      'Kutta meg litt på papir, det blødde nesten ingenting. Gror sår dårligere med diabetes?',
    ],
    ['dina', 'har du en god oppskrift på sukkerbrød til 17. mai?'],
    ['ibs', 'hei, jeg hørte på en podcast at psyllium skal være bra for magen'],
    ['ibs', 'katten min har diaré hva skal jeg gjøre'],
    ['ibs', 'Jeg har aldri hatt tanker om å skade meg selv, men IBS gjør meg litt nedfor'],
    // Check set 23, and a folded «skål» that read «skal».
    ['ibs', 'svigerfar kasta opp blod forrige uke og ligger på sykehus'],
    ['ibs', 'sønnen min kastet opp litt blod i går, legevakta sa det var en liten rift'],
    ['ibs', 'jeg skal kjøpe svarte bukser'],
    ['dina', 'Førstehjelp ved krampeanfall, hvordan gjør man det?'],
    ['dina', 'Lyset på kjøkkenet flimrer, mannen min må bytte pære'],
    ['dina', 'Telefonen falt rett i gulvet og skjermen sprakk'],
    ['dina', 'Bør jeg gå med brodder i vinter, tenk om jeg sklir og faller på isen?'],
    ['dina', 'Mitt syn på hele kostholdet er litt uklart, kan du forklare lav GI?'],
    ['dina', 'Dette er blodig urettferdig, masse kake på jobben i dag'],
    [
      'dina',
      'Kollegaen min ble dårlig på jobb i går og ble hentet av ambulanse, han er hjemme igjen nå',
    ],
    ['ibs', 'Nesten besvimte av glede da jeg fant lavFODMAP-pizza i butikken!'],
    // Message sets, each left out in turn: worry, eating little for fear of pain, idioms.
    ['ibs', 'hver gang jeg leser om en kjendis som har fått tarmkreft får jeg panikk'],
    ['ibs', 'spiser nesten ingenting pga magen, er det ok'],
    ['dina', 'redd redd redd. hva om noe er galt med babyen pga sukkeret mitt'],
    ['dina', 'har migrene, kan jeg ta sumatriptan når jeg er gravid?'],
    ['dina', 'Må jeg gi opp alt søtt for resten av svangerskapet?'],
    ['dina', 'hvordan fryser jeg ned morsmelk, og hvor lenge holder den seg i fryseren?'],
    ['dina', 'du svarer ikke på det jeg spør om og jeg blir bare mer frustrert'],
    ['dina', 'Jeg gråter hver dag og føler meg ikke glad for babyen lenger'],
    ['dina', 'Det svartner for meg av alle reglene om mat 😵 kan noen gi meg en enkel liste?'],
    // A sure explanation before «men» still explains (only a guess stops there), unless what
    // follows the «men» speaks of now (check set 33).
    ['ibs', 'Jeg tar jerntabletter, men avføringen er svart, er det normalt?'],
    ['dina', 'kuttet meg i fingeren, men det er blod på dopapiret'],
    [
      'ibs',
      'Jeg er helt ute av meg. Legen sa irritabel tarm, og nå sitter jeg her livredd og forvirret',
    ],
    ['ibs', 'har ikke hatt avføring på 4 dager og magen er hard som stein. hjelper det med fiber?'],
    // Check set 24 and message set 21: freezing milk, mood, killing a fly, a duration in years.
    ['dina', 'Hvordan fryser man ned ammemelk på best måte?'],
    ['dina', 'Jeg blir så dårlig humør når jeg er sulten, er det blodsukkeret?'],
    ['ibs', 'tok livet av en flue på kjøkkenet'],
    ['ibs', 'hadde lav blodprosent for ti år siden, alt normalt nå'],
    // This session's rules read too widely before review.
    ['ibs', 'Jeg tenker på å hoppe over frokosten for å slippe diaré på jobben'],
    ['ibs', "What's wrong with onions for IBS?"],
    ['ibs', 'Jeg tåler melk så dårlig at jeg får diaré'],
    ['dina', 'Jeg kommer ikke til å orke å leve på denne dietten i tre måneder til'],
    ['dina', 'Målte blodsukkeret seksten tretti, det var fint'],
    ['dina', 'Vi har førti gjester i dåpen, hva kan jeg servere?'],
    ['dina', 'Sparkene blir sterkere og tettere på kvelden, er det normalt?'],
    // Check set 26 and message set 22.
    ['dina', 'Jeg har mye sukker i blodet, går det over i blodet til babyen?'],
    ['dina', 'Skal ta blod hos fastlegen, hvor mye blod tar de?'],
    ['dina', 'klarte ikke å trene i frisk luft i dag pga regnet, er det greit å droppe turen?'],
    ['dina', 'fikk ikke pustet ut i helga, så mye stress med målingene'],
    [
      'dina',
      'Jeg kan ikke være her lenger enn til 15, rekker jeg å spise lunsj før glukosebelastningen?',
    ],
    ['dina', 'det er ingen vits å leve på lavkarbo resten av svangerskapet vel?'],
    ['ibs', 'ingen vits å leve på lavFODMAP for alltid, hvordan gjeninnfører jeg?'],
    ['dina', 'jeg ikke forstår hvor mye sukker i blod er ok. hva er grense?'],
    ['dina', 'fikk ikke puste av latter da jeg så prisen på strimlene'],
    ['dina', 'er så nervøs for at lillemor skal få lavt sukker når hun blir født, hva gjør de da'],
    ['ibs', 'Datamaskinen min kollapset midt i symptomdagboka. Går det like bra på papir?'],
    [
      'ibs',
      'Avføringen ble litt mykere da jeg begynte med linfrø, som det sto. Jeg er 48, skal jeg fortsette?',
    ],
    // Session 23 reviews: everyday questions the first check-set fixes alarmed on.
    ['dina', 'Kan jeg ta med alle insulinpennene på flyet?'],
    ['dina', 'Må jeg ta alle pennene ut av kjøleskapet før ferien?'],
    ['dina', 'Jeg vil gjøre slutt på det hele med kjæresten, han er så slem'],
    ['dina', 'In the end it all went fine with the glucose test'],
    ['dina', 'Datteren min er 3 uker, hun rykker til i søvne igjen og igjen, er det normalt?'],
    ['dina', 'Hollandaisen begynte å skjære seg, er den trygg å spise?'],
    ['dina', 'Mannen min kuttet seg i armen på motorsaga, skal vi til legevakten?'],
    ['dina', 'Jeg ser ikke noen vei ut av dette kostholdet, alt er forbudt'],
    ['dina', 'Når kan jeg avslutte det hele med målingene etter fødselen?'],
    ['dina', 'Hvis jeg får føling mens jeg kjører, skal jeg kjøre av veien og stoppe?'],
    ['dina', 'Ligger på sykehuset og har ikke lyst til å være her lenger, når kan jeg dra hjem?'],
    ['dina', 'tallene falt om natta, fra 6,0 til 5,1 fastende etter at jeg byttet kveldsmat. bra?'],
    ['dina', 'Nesa er tett og nesesprayen gir ikke noe effekt'],
    ['dina', 'Ingen svarer i chatten til legevakten, jeg vil bare spørre om resept'],
    ['ibs', 'Søsteren min klarer seg bedre uten ham etter skilsmissen'],
    ['ibs', 'Jeg var på toalettet i dag, det kom mye blod da jeg pusset tennene'],
    ['ibs', 'Jeg har helt sluttet å spise løk og hvitløk, hjelper det på IBS?'],
    ['ibs', 'Jeg ble avvist som blodgiver fordi jeg nettopp tok tatovering'],
    ['ibs', 'Leppene mine blir blå når jeg fryser ute'],
    ['ibs', 'Er oppblåst og har ikke fått ut noe luft i dag, hvilke øvelser hjelper?'],
    ['ibs', 'Jeg er forkjølet, nesa renner og stopper ikke'],
    ['ibs', 'Jeg klarer ikke ta på magen uten å hyle av latter, så kilen er jeg'],
    ['ibs', 'Vi bor i Bergen, men har ikke lyst til å være her lenger pga regnet'],
    ['ibs', 'Det er svart som kull ute når jeg står opp, og da er magen verst'],
  ] as const)('%s raises no alarm on «%s»', raisesNoAlarm);
});

// Session 24: check set 29 and the urgent answers the message sets got for worry, not a sign.
describe('warning signs and worries of check set 29 and message set 24', () => {
  it.each([
    [
      'dina',
      'high-glucose-unwell',
      'målte 24,1, ny måling 23,8, tørst som bare det og helt ør i hodet',
    ],
    [
      'dina',
      'self-harm',
      'har tenkt at hvis jeg bare kjører av veien en dag så slipper jeg alt dette. tenker det hver dag nå',
    ],
    ['ibs', 'self-harm', 'Eg tok ei heil pakke paracet for ein halvtime sidan med vilje.'],
    ['ibs', 'general', 'pustebesvær og hovne lepper etter at jeg tok den nye medisinen'],
    ['dina', 'hypoglycaemia', 'jeg er urolig og svett, målte 3,1 nå og bruker insulin'],
    ['ibs', 'general', 'Jeg tror jeg er skikkelig syk'],
    // The review: signs my first fixes hid.
    ['dina', 'hypoglycaemia', 'har vært urolig siden lunsj, målte 3,1 nå'],
    ['dina', 'hypoglycaemia', 'føling nå som jeg er alene hjemme'],
    ['dina', 'bleeding', 'har det greit nå men har blødd mye siste timen'],
    ['dina', 'fever', 'har vært i feber av halsbetennelse siden i går'],
    ['dina', 'trauma', 'ble utsatt for en ulykke på jobb, fikk en kasse mot magen'],
    ['dina', 'headache-vision', 'får så sterk hodepine av å se på lys, uke 35'],
    ['dina', 'contractions', 'har begynt å puste gjennom rier, 32+4'],
    ['dina', 'general', 'babyen er 3 døgn gammel, og jeg har aldri følt meg så dårlig'],
    ['ibs', 'blood-in-stool', 'er sulten igjen, men har hatt blod i avføringen hele uka'],
    ['ibs', 'fainting', 'det gikk helt bra i helgen, men i natt besvimte jeg på badet'],
    ['ibs', 'self-harm', 'jeg tenker på å ta livet av meg på jobben i morgen'],
    ['ibs', 'general', 'føler meg ganske forvirret og svimmel, vet ikke hvor jeg er'],
    [
      'ibs',
      'general',
      'magen er så dårlig at jeg har kastet opp hele natta og ikke får i meg vann',
    ],
    ['ibs', 'severe-pain', 'smerten i magen er så ille at jeg kan hyle'],
    ['ibs', 'fainting', 'må legge meg ned før jeg besvimer'],
    ['ibs', 'self-harm', 'har tatt med vilje hele pakka med paracet'],
    ['ibs', 'severe-pain', 'jeg vrir meg i senga av smerter'],
    // Readings the review found unread: the far end of a range, a number the meter «viste».
    ['dina', 'high-glucose-unwell', 'sukkeret steig igjen fra 9 til 22 og eg spyr'],
    ['dina', 'high-glucose-unwell', 'tok ny måling etter 2 timer og den viste 25, jeg kaster opp'],
  ] as const)('%s recognises %s in «%s»', recognises);

  it.each([
    ['dina', 'blir urolig når jeg måler 3,9 før middag. bruker ikke insulin. er det for lavt?'],
    ['dina', 'er så redd for føling nå som jeg har begynt på insulin. hvor lavt er for lavt?'],
    ['dina', 'hvordan flytter jeg timen min? det står at jeg skal ringe men ingen tar telefonen'],
    ['dina', 'babyen ble litt gul i huden etter fødselen, er gulsott vanlig?'],
    ['dina', 'fikk 17, men vasket hendene og tok ny måling: 6,2. kvalm av nervene'],
    ['dina', 'Jeg får helt hodepine av å føre alle tallene i skjemaet for hånd'],
    ['dina', 'Er redd for å skli på isen nå i vinter, er det greit å gå tur?'],
    ['dina', 'Jeg er helt i feber av spenning før ultralyden i morgen!'],
    ['ibs', 'jeg er 19 og så redd for at ibs betyr at jeg blir alvorlig syk senere'],
    ['ibs', 'Hvordan får jeg sykemelding når magen er så dårlig at jeg ikke kan jobbe?'],
    ['ibs', 'vil se bra ut på bryllupsbildene, er keto best for å få ned 5 kilo?'],
    ['ibs', 'høres dette ut som typisk ibs eller noe helt annet? vondt i magen i perioder'],
    ['ibs', 'redd for at smertene aldri gir seg. er det vanlig at det letter etter do?'],
    ['ibs', 'Tok livet av meg på trening i dag, 60 minutter spinning. Er det bra for magen?'],
    ['ibs', 'Jeg tok med hele pakka med Imodium på ferien'],
    ['ibs', 'Jeg er 48 og vil endre kostholdet for å få mindre oppblåsthet. Hvor begynner jeg?'],
    // The review: everyday messages my first rules sent to the urgent answer.
    ['dina', 'spiste hele pakka med kjeks i går, hvor mye stiger blodsukkeret?'],
    ['dina', 'tok hele brettet med jerntabletter med meg på ferie'],
    ['dina', 'tok med meg hele pakka med paracet på hytta'],
    ['ibs', 'tok med meg hele pakka med paracet på hytta'],
    ['dina', 'kjører av veien mot sykehuset, svinger til venstre og over brua'],
    ['dina', 'irriterende at mannen ikke tar telefonen når han er på jobb på sykehuset'],
    ['ibs', 'spiste hele boksen med nøtter, er det mye fodmap?'],
    ['ibs', 'har astma og får litt pustebesvær når jeg jogger, kan det påvirke magen?'],
    ['ibs', 'har hoven tunge etter at jeg beit meg i den i går'],
    ['ibs', 'jeg får ikke i meg drikke på jobb fordi jeg gruer meg for do'],
    // IBS message set 24: «krampet» is no misspelt «krympet», and worry keeps one awake.
    ['ibs', 'sitter på do før eksamen og skjelver, og magen krampet seg hele morgenen'],
    ['ibs', 'ligger og vrir meg i senga av bekymring for alt mulig'],
  ] as const)('%s raises no alarm on «%s»', raisesNoAlarm);
});

describe('warning signs and near misses of check set 30', () => {
  it.each([
    // «Hva betyr det at jeg …» asks about what is happening to her now.
    ['dina', 'bleeding', 'hva betyr det at jeg kaster opp blod? for tredje gang i kveld'],
    ['dina', 'fever', 'hva betyr det at jeg har feber og det lukter vondt fra underlivet?'],
    ['dina', 'hypoglycaemia', 'hva betyr det at jeg blir kaldsvett en time etter insulinet?'],
    ['dina', 'hypoglycaemia', 'hva er det som skjer, jeg skjelver og er kaldsvett etter insulinet'],
    ['dina', 'upper-abdominal-pain', 'hva betyr det at det gjør vondt rett under brystbeinet?'],
    // A sentence that opens with «skjedde akkurat nå» keeps the question before it about now.
    [
      'ibs',
      'vomiting-blood',
      'Er det normalt å kaste opp noe som ser ut som kaffegrut? Skjedde akkurat nå.',
    ],
    [
      'ibs',
      'night-symptoms',
      'Er det vanlig med IBS at magesmertene vekker deg om natta? Det skjer flere netter i uka nå.',
    ],
    [
      'dina',
      'seizure',
      'hva gjør man når en gravid rister i hele kroppen og ikke svarer? skjer nå',
    ],
    ['ibs', 'blood-in-stool', 'hører det med at det er blod i bæsjen når man har diare?'],
    ['ibs', 'general', 'Eg er så sjuk at eg ikkje veit kva eg skal gjere.'],
    ['ibs', 'night-symptoms', 'Klokka tre hver natt kommer krampene.'],
    ['ibs', 'self-harm', 'Er det normalt å ønske at man ikke fantes lenger?'],
    ['ibs', 'self-harm', 'datteren min skrev i dagboka at hun vil dø'],
    ['ibs', 'self-harm', 'Jeg har planlagt hvordan jeg skal gjøre slutt på det.'],
    ['dina', 'contractions', 'Hun mener det er kynnere, men det har blitt tettere utover kvelden.'],
    // The review of the first rules: real signs that a too broad entry hid.
    ['dina', 'bleeding', 'Hvor tett skal riene komme når jeg blør samtidig'],
    ['dina', 'upper-abdominal-pain', 'kan smerter under ribbeina bety noe, har det nå'],
    [
      'dina',
      'hypoglycaemia',
      'Kan det ha noe med insulinet å gjøre at jeg skjelver og er kaldsvett',
    ],
    ['dina', 'bleeding', 'kan det skje at jeg blør så mye?'],
    ['dina', 'bleeding', 'Gutten på 3 år hoppet på magen og nå blør jeg'],
    [
      'dina',
      'waters',
      'jordmor sa det var kynnere men de har blitt mye sterkere og det renner vann',
    ],
    ['dina', 'breathing', 'jeg lo så mye at jeg ikke fikk puste og nå har jeg vondt i brystet'],
    [
      'dina',
      'severe-abdominal-pain',
      'lo så mye at jeg fikk vondt i magen, og nå er smerten ekstremt sterk og konstant',
    ],
    ['dina', 'fetal-movement', 'hva betyr det at babyen ikke sparker'],
    ['ibs', 'blood-in-stool', 'Jeg har hatt blod i avføringen en av de siste dagene'],
    ['ibs', 'blood-in-stool', 'er det et rødt flagg at jeg har blod i avføringen'],
    ['ibs', 'blood-in-stool', 'Legen har sjekket alt men jeg har fortsatt blod i avføringen'],
    [
      'ibs',
      'weight-loss',
      'Har gått ned 9 kg siden jul, hvor mye kan man gå ned før det er farlig?',
    ],
    [
      'ibs',
      'weight-loss',
      'har slanka meg før, men no har eg gått ned 8 kilo på to månader utan å prøve',
    ],
    ['ibs', 'night-symptoms', 'våkner av mareritt og krampe i magen'],
    ['ibs', 'family-history', 'I familien min far har hatt tarmkreft'],
    ['ibs', 'fainting', 'flere besvimte på konserten, inkludert meg'],
    ['ibs', 'general', 'drakk for mye i helga og nå er jeg gul i øynene'],
    ['ibs', 'general', 'Jeg er så dårlig at jeg ikke kan stå, er det legevakt jeg skal ringe'],
    // The second review: real signs that a mask or except of the first fixes hid.
    ['dina', 'bleeding', 'Jeg blør og prøver å få en til å kjøre meg til sykehuset'],
    ['dina', 'bleeding', 'Hva kan det bety i svangerskapet at jeg blør når jeg tørker meg'],
    ['dina', 'seizure', 'Jeg fikk kramper av å se på blinkende lys'],
    ['ibs', 'weight-loss', 'Har gått ned 12 kilo, kan jeg gå ned i vekt av IBS?'],
    [
      'ibs',
      'weight-loss',
      'Sluttet på wegovy i fjor, men har gått ned 8 kilo siste 2 mnd uten å prøve',
    ],
    [
      'ibs',
      'weight-loss',
      'Jeg har gått ned 8 kilo på to måneder uten å ville det, er det et mål på hvor syk jeg er?',
    ],
    ['ibs', 'night-symptoms', 'Jeg våkner av mannen min klokka 3 med knip og diaré'],
    ['ibs', 'general', 'Jeg er så dårlig at jeg ikke klarer å stå på beina, er det legevakta da?'],
    ['ibs', 'general', 'Har vært elendig etter festen i tre dager og klarer ikke stå på beina'],
    [
      'ibs',
      'family-history',
      'Hva om noen i familien min har hatt tarmkreft, pappa døde av det som 50-åring',
    ],
    // IBS message set 25 retrained the model, which had caught these two.
    ['ibs', 'fever', 'brenner opp + skjelver + diaré 🥵🥶 vet ikke hva jeg skal gjøre'],
    [
      'ibs',
      'weight-loss',
      'beltet må strammes et hull til hver månad, jeg gjør ingenting for å gå ned',
    ],
  ] as const)('%s recognises %s in «%s»', recognises);

  it.each([
    ['dina', 'Hva om vannet går? Hva skjer nå?'],
    ['dina', 'I forrige fødsel gikk vannet i uke 36. Skjer det samme nå?'],
    ['ibs', 'Hva om jeg kaster opp blod? Hva skjer nå?'],
    ['dina', 'jeg blør hjerteblod for den jobben min, tips til rask middag?'],
    ['dina', 'jeg fikk helt krampa av å lese alle kostrådene'],
    ['dina', 'må æ ta den sukkertesten? æ e 31 og venta mitt første'],
    ['ibs', 'Hva er røde flagg ved IBS? Er blod i avføringen ett av dem?'],
    ['ibs', 'Hva om jeg en dag ser blod i avføringen, skal jeg ringe 113 eller fastlegen?'],
    ['ibs', 'Hva om noen i familien min får tarmkreft senere, må jeg si fra da?'],
    ['ibs', 'VM-feberen har tatt meg og jeg lever på chips og brus'],
    ['ibs', 'Eg føler meg elendig etter julebordet, åt altfor mykje.'],
    ['ibs', 'Er jernmangel et rødt flagg? Jeg har ikke det, bare lurer.'],
    ['ibs', 'Våkner flere ganger om natta av babyen og er helt utslitt.'],
    ['ibs', 'Jeg våknet i natt av et mareritt om at jeg ikke fant do 😂'],
    ['ibs', 'Hva om man kaster opp blod? Er det 113 da?'],
    ['ibs', 'Kan jeg gå ned i vekt på lavFODMAP? Det er et mål for meg.'],
    // The review of the first rules: everyday messages a too broad rule alarmed on.
    ['dina', 'Hva betyr det at jeg har hatt blødning i forrige svangerskap?'],
    ['dina', 'hva betyr det at jeg er redd for å blø'],
    ['dina', 'Hva er tegn på at vannet har gått? Skjedde med venninna mi i natt.'],
    ['dina', 'Er det farlig å få feber i svangerskapet? Kom akkurat hjem fra legen.'],
    ['ibs', 'Kan IBS gi feber? Startet i dag på ny medisin.'],
    ['ibs', 'hører det med at jeg er redd for å få feber'],
    ['ibs', 'Jeg er så syk av magen at jeg gruer meg til jobb'],
    ['ibs', 'har planlagt å gjøre slutt på kaffe og melk for å se om magen blir bedre'],
    ['ibs', 'mamma sa hun ville dø av skam hvis noen fikk vite om diaréen'],
    // The second review: «betyr det at» asks a consequence, «begynte nå med …» is no «now».
    ['dina', 'Betyr det at jeg blør mer ved fødselen hvis jeg har diabetes?'],
    ['dina', 'Betyr det at babyen sparker mindre hvis jeg har høyt blodsukker?'],
    ['dina', 'Hva gjør jeg hvis jeg får føling? Begynte nå med insulin.'],
    ['dina', 'Hva om riene starter på flyet? Skjer i kveld, vi flyr til Spania.'],
    ['dina', 'Hva gjør jeg hvis vannet går? Skjer nå og da at jeg lurer på sånt.'],
    ['ibs', 'Det brenner opp i halsen av sure oppstøt og jeg kaster opp'],
    ['ibs', 'Legen sa at han vil dø om han ikke opereres'],
    ['ibs', 'Har planlagt hvordan jeg skal gjøre slutt på alt sukker i kosten'],
    ['ibs', 'Hva om noen i familien min får tarmkreft senere?'],
    ['ibs', 'hver natt drømmer jeg om mat, og om dagen har jeg kramper i magen'],
    ['ibs', 'brenner opp kalorier og svetter på trening, er det bra for magen'],
    [
      'ibs',
      'er så sliten at jeg knapt orker en tur rundt kvartalet. hjelper det å være i aktivitet?',
    ],
    ['ibs', 'hvordan får jeg resept på ozempic for å gå ned i vekt'],
    ['ibs', 'Eg har slanka meg og gått ned 8 kilo. Kan søtstoff gi vondt i magen?'],
  ] as const)('%s raises no alarm on «%s»', raisesNoAlarm);
});
