import { loadContent } from '@dina/content';
import { describe, expect, it } from 'vitest';
import { buildEngine } from '../src/chat/build-engine.js';
import { productionContentDir } from './harness.js';

// The production content: these tests are about that content itself.
const { bundles } = await loadContent(productionContentDir);

/**
 * Guards the content against itself, through the same engine the API uses: every topic
 * answers at least one of its own phrasings, and almost no phrasing is answered with another
 * topic (a sign that two nodes overlap). Held-out quality is measured in bench/nlu.
 */
describe.each(bundles.map((b) => [b.identificator, b] as const))('content of %s', (_id, bundle) => {
  const engine = buildEngine(bundle.nodes, bundle.language);
  const topics = bundle.nodes.filter(
    (n) => n.kind === 'topic' && n.id !== 'fallback' && n.id !== 'welcome',
  );

  it('answers every topic for at least one of its own phrasings', () => {
    const silent = topics.filter((n) => !n.phrases.some((p) => engine.classify(p).node === n.id));
    expect(silent.map((n) => n.id)).toEqual([]);
  });

  it("answers each tile's question with the tile's topic", () => {
    const missed = bundle.tiles
      .map((t) => ({ t, d: engine.classify(t.question) }))
      .filter(({ t, d }) => d.outcome !== 'answer' || d.node !== t.topic)
      .map(({ t, d }) => `${t.question} → ${d.outcome} ${d.node ?? ''}`);
    expect(missed).toEqual([]);
  });

  it('answers at most 1 % of the phrasings with another topic, and none of them as urgent', () => {
    const results = topics.flatMap((n) =>
      n.phrases.map((p) => ({ id: n.id, p, d: engine.classify(p) })),
    );
    const urgent = results.filter((r) => r.d.outcome === 'urgent' && r.d.node !== r.id);
    expect(urgent.map((r) => `${r.id}: ${r.p}`)).toEqual([]);
    const wrong = results.filter((r) => r.d.outcome === 'answer' && r.d.node !== r.id);
    expect(wrong.length / results.length).toBeLessThanOrEqual(0.01);
  });
});

describe.each(bundles.map((b) => [b.identificator, b] as const))(
  'urgent answers of %s',
  (_id, bundle) => {
    // Clinical review M3/m19: what threatens life puts 113 first, so every answer a warning
    // sign or the learnt model leads to names 113 and offers it as a phone button.
    const rules = bundle.language.warningSigns!;
    const urgent = new Set([
      ...rules.signs.map((s) => s.node),
      ...(rules.model ? [rules.model.node] : []),
    ]);

    it.each([...urgent])('«%s» names 113 and has a button that rings it', (id) => {
      const node = bundle.nodes.find((n) => n.id === id)!;
      expect(node.bubbles.join(' ')).toContain('113');
      expect(node.buttons).toContainEqual(expect.objectContaining({ type: 'phone', value: '113' }));
    });
  },
);

describe('food questions in dina', () => {
  const dina = bundles.find((b) => b.identificator === 'dina')!;
  const engine = buildEngine(dina.nodes, dina.language);

  it("never answers «kan jeg drikke kaffe» with the glucose test's procedure", () => {
    expect(engine.classify('kan jeg drikke kaffe')).toMatchObject({ outcome: 'fallback' });
    expect(engine.classify('kan jeg drikke kaffe før glukosebelastningen').node).toBe(
      'ogtt-procedure',
    );
  });

  it('answers a plain «kan jeg spise X?» with the food kind, and cured meat and liver not at all', () => {
    expect(engine.classify('Kan jeg spise kebab?')).toMatchObject({
      outcome: 'answer',
      node: 'diet-basics',
    });
    // Pregnancy advice on cured meat and liver is not in the content: no guess at an answer.
    expect(engine.classify('kan jeg spise spekeskinke')).toMatchObject({ outcome: 'fallback' });
    expect(engine.classify('kan jeg spise leverpostei nå')).toMatchObject({ outcome: 'fallback' });
  });
});

/** The chatbot's engine, and whether it declines a message (`declined` in language.yaml). */
function declinedBy(bot: string) {
  const bundle = bundles.find((b) => b.identificator === bot)!;
  const engine = buildEngine(bundle.nodes, bundle.language);
  return { engine, declined: (text: string) => engine.classify(text).declined === true };
}

describe('questions dina declines whatever their words', () => {
  const { engine, declined } = declinedBy('dina');

  it("declines someone else's diabetes, though its words are a topic", () => {
    expect(declined('pappa har type 1, hvor mye insulin skal han sette til middag')).toBe(true);
    expect(declined('katten min har diabetes, hvor mye insulin skal han ha?')).toBe(true);
  });

  it('declines a pregnancy topic no answer covers, even beside the diabetes', () => {
    expect(declined('jordmor anbefalte influensavaksine, er det trygt for babyen?')).toBe(true);
    expect(declined('hvor parkerer jeg når jeg skal til diabetespoliklinikken?')).toBe(true);
  });

  it('declines the rest of pregnancy and birth when the message says nothing of diabetes or food', () => {
    expect(declined('er så redd for epiduralnåla i ryggen, gjør det vondt å sette den')).toBe(true);
    expect(declined('vi venter tvillinger, er det mer risiko når det er to i magen?')).toBe(true);
    expect(declined('legen vil sette meg på blodtrykkstabletter, er de trygge for babyen?')).toBe(
      true,
    );
    expect(declined('kan jeg få fysioterapeut på blå resept for bekkenet?')).toBe(true);
    // Not when she asks about her diabetes, her food or activity beside it.
    expect(declined('vi venter tvillinger og jeg har sd, hva bør jeg spise?')).toBe(false);
    expect(declined('har bekkenløsning, hvor mye bør jeg bevege meg?')).toBe(false);
    // Words one letter from a listed one are not it: «knuser» is no «snuser», «bakken» no «bekken».
    expect(declined('vil sønnen min slite med vekta? tanken knuser meg')).toBe(false);
    expect(declined('mannen gikk nesten i bakken av ultralyden. når er neste kontroll?')).toBe(
      false,
    );
  });

  it('declines how to keep and inject insulin, frozen breast milk, grams in a food and ketones', () => {
    expect(declined('hvordan skal jeg oppbevare insulinpennene, må de stå i kjøleskapet?')).toBe(
      true,
    );
    expect(declined('hvor skal jeg sette insulinsprøyta, i magen eller låret?')).toBe(true);
    expect(declined('insulinpennen lå i bilen hele dagen i varmen, kan jeg bruke den?')).toBe(true);
    expect(declined('hvordan fryser jeg ned morsmelk, og hvor lenge holder den seg?')).toBe(true);
    expect(declined('hvor mange gram karbohydrater er det i en banan?')).toBe(true);
    expect(declined('hva betyr det at jordmor fant ketoner i urinen min?')).toBe(true);
    // Not the grams she should eat, nor insulin on its own or a hypo beside the storage.
    expect(declined('hvor mange gram karbohydrater skal jeg spise om dagen?')).toBe(false);
    expect(declined('Jeg har grått i bilen. De sa at jeg må begynne på insulin.')).toBe(false);
    expect(
      declined('Hvordan skal jeg oppbevare pennene? Og hva er tegnene på lavt blodsukker?'),
    ).toBe(false);
    // The review: whether insulin is safe, ketones as a question of food, her blood sugar beside.
    expect(declined('Er det farlig for babyen at jeg setter insulin i låret?')).toBe(false);
    expect(
      declined(
        'Jordmor sa jeg hadde ketoner i urinen, betyr det at jeg spiser for lite karbohydrater?',
      ),
    ).toBe(false);
    expect(
      declined('Er amming bra for blodsukkeret mitt, og kan jeg pumpe og ha melka i fryseren?'),
    ).toBe(false);
  });

  it('declines doses in mg or units, needle lengths, brands compared and IBS without pregnancy', () => {
    expect(declined('hva er vanlig startdose, 500 mg eller 1000 mg?')).toBe(true);
    expect(declined('Hvor lang nål bør jeg bruke på insulinpennen?')).toBe(true);
    expect(declined('er freestyle libre 3 bedre enn dexcom?')).toBe(true);
    expect(declined('hvilket blodsukkerapparat er best, accu-chek eller freestyle libre?')).toBe(
      true,
    );
    expect(declined('Jeg har IBS og så mye luft i magen, hva bør jeg spise?')).toBe(true);
    expect(
      declined('Sønnen min på 8 har diabetes type 1, hvordan regner jeg ut insulindosen hans?'),
    ).toBe(true);
    // Not her own dose, what a sensor costs, IBS beside her diabetes, or «irritabel».
    expect(declined('har fått metformin 500 mg morgen og kveld, hvorfor tabletter?')).toBe(false);
    expect(declined('får man libre eller sensor ved sd? og hva koster strimlene?')).toBe(false);
    expect(declined('har ibs og svangerskapsdiabetes, hva kan jeg spise?')).toBe(false);
    expect(declined('siden diagnosen har jeg vært trist og irritabel, hvor får jeg hjelp?')).toBe(
      false,
    );
    expect(declined('mamma fikk diabetes 2, kommer jeg til å ende opp sånn?')).toBe(false);
  });

  it('answers a warning sign about someone else before it declines anything', () => {
    expect(engine.classify('pappa har diabetes og har fått kramper').outcome).toBe('urgent');
  });

  it('answers her own question when she speaks of herself, her pregnancy or her risk', () => {
    expect(engine.classify('mamma har type 2, har jeg større risiko?').node).toBe('type2-risk');
    expect(declined('mamma har diabetes, blir babyen min syk?')).toBe(false);
    expect(declined('Mannen min lurer på hvorfor blodsukkeret mitt er så høyt')).toBe(false);
    expect(declined('mannen min spør: hvor mye insulin bør kona mi ta?')).toBe(false);
  });
});

describe('questions ibs declines whatever their words', () => {
  const { engine, declined } = declinedBy('ibs');

  it("declines a pet's stomach and another bowel disease's treatment", () => {
    expect(engine.classify('katten min har diaré hva skal jeg gjøre').outcome).toBe('fallback');
    expect(declined('katten min har diaré hva skal jeg gjøre')).toBe(true);
    expect(declined('broren min har crohns, hvilke medisiner bruker man?')).toBe(true);
    expect(engine.classify('broren min har crohns, hvilke medisiner bruker man?').outcome).toBe(
      'fallback',
    );
  });

  it('does not decline a question about IBS that names another bowel disease', () => {
    expect(declined('kan ibs bli til crohns eller kreft etter hvert?')).toBe(false);
  });
});

describe('food questions in ibs', () => {
  const ibs = bundles.find((b) => b.identificator === 'ibs')!;
  const engine = buildEngine(ibs.nodes, ibs.language);
  const offered = (text: string) => {
    const d = engine.classify(text);
    return d.outcome === 'answer' ? d.node : d.candidates[0];
  };

  it('sends a food to the answer about its kind, answered or offered first', () => {
    expect(offered('kan jeg spise løk og hvitløk')).toBe('low-fodmap');
    expect(offered('er hvetekli bra for treg mage')).toBe('fibre-psyllium');
    expect(offered('kan jeg drikke øl med ibs')).toBe('coffee-alcohol-fizzy');
    expect(offered('kan jeg spise ost')).toBe('lactose-gluten');
    expect(offered('kan jeg tygge sukkerfri tyggis')).toBe('diet-basics');
  });
});

describe.each(bundles.map((b) => [b.identificator, b] as const))(
  '«hva hjelper» in %s',
  (_id, bundle) => {
    const engine = buildEngine(bundle.nodes, bundle.language);

    it('is no question about what the bot can help with, but «hva kan du hjelpe meg med» is', () => {
      expect(engine.classify('har sure oppstøt hele tiden, hva hjelper').node).not.toBe('welcome');
      expect(engine.classify('Jeg har eksem på hendene, hva hjelper?').node).not.toBe('welcome');
      expect(engine.classify('hva kan du hjelpe meg med').node).toBe('welcome');
    });
  },
);

describe('honesty about review', () => {
  // While an item is a draft, its text may not say health personnel wrote, tested or approved
  // it (clinical review M1); "ennå ikke gjennomgått av helsepersonell" is the honest wording.
  const claim =
    /kvalitetssikr|godkjent av|testet av|skrevet av (jordm|lege|helse)|(?<!ikke\s)gjennomgått\s+av\s+helsepersonell/i;

  it.each(bundles.map((b) => [b.identificator, b] as const))(
    'no draft answer, page or information page of %s claims a review',
    (_id, bundle) => {
      const texts = [
        ...bundle.nodes
          .filter((n) => n.review.status === 'draft')
          .flatMap((n) => n.bubbles.map((a) => `${n.id}: ${a}`)),
        ...bundle.pages
          .filter((p) => p.review.status === 'draft')
          .map((p) => `side ${p.id}: ${p.html}`),
        ...Object.entries(bundle.about).map(([k, v]) => `${k}: ${String(v)}`),
      ];
      expect(texts.filter((t) => claim.test(t))).toEqual([]);
    },
  );
});
