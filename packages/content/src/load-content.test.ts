import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validBot, validDeployment, writeContent } from './fixture.test-helper.js';
import { loadContent } from './load-content.js';
import { formatProblem } from './problems.js';
import { reviewReport } from './summary.js';

const today = '2026-06-01';

async function problemsOf(
  files: Record<string, string>,
  extra: Record<string, Record<string, string>> = {},
) {
  const root = await writeContent({ testbot: files, ...extra });
  const { problems } = await loadContent(root, { today });
  // Paths are shown relative to the working directory; tests name them from the content root.
  return problems.map((p) =>
    formatProblem({ ...p, file: path.relative(root, path.resolve(p.file)) }),
  );
}

describe('loadContent', () => {
  it('loads a valid folder into a bundle with rendered, resolved content', async () => {
    const root = await writeContent({ testbot: validBot() });
    const { bundles, problems } = await loadContent(root, { today });
    expect(problems).toEqual([]);
    const [bot] = bundles;
    expect(bot).toMatchObject({
      identificator: 'testbot',
      mainMenu: [
        { pageId: 1, title: 'Om testen', mediaId: 'avatar', altText: 'Et smilende ansikt' },
      ],
      questionSuggestions: [{ label: 'Hva er dette?', value: 'Hva er dette?' }],
      tiles: [{ html: 'Litt <strong>tekst</strong>.', pageId: 1, altText: 'Et smilende ansikt' }],
    });
    expect(bot?.pages[0]?.html).toBe('<h2>Overskrift</h2>\n<p>Brødtekst.</p>\n');
    expect(bot?.nodes[0]?.buttons).toEqual([
      { type: 'quick_reply', label: 'Om testen', value: 'about' },
    ]);
    expect(bot?.media[0]?.contentType).toBe('image/svg+xml');
  });

  it('gives the same content hash for the same files and another for a changed file', async () => {
    const hash = async (files: Record<string, string>) =>
      (await loadContent(await writeContent({ testbot: files }), { today })).bundles[0]
        ?.contentHash;
    const files = validBot();
    expect(await hash(files)).toBe(await hash(validBot()));
    expect(
      await hash({ ...files, 'tiles.yaml': files['tiles.yaml']!.replace('Litt', 'Mye') }),
    ).not.toBe(await hash(files));
  });

  it('points a dangling page reference at its file and line', async () => {
    const files = validBot();
    files['tiles.yaml'] = files['tiles.yaml']!.replace('page: 1', 'page: 7');
    expect(await problemsOf(files)).toEqual([
      'testbot/tiles.yaml:4: Siden med id 7 finnes ikke i pages/',
    ]);
  });

  it('reports a learnt warning-sign model that is not valid, or without warning signs', async () => {
    const model = {
      node: 'about',
      threshold: 0.7,
      trainedOn: { signs: 1, others: 1, sets: ['x.yaml'] },
      bias: 0,
      features: [4, 2],
      idf: [1, 1],
      weights: [0.5, -0.5],
    };
    const files = { ...validBot(), 'warning-sign-model.json': JSON.stringify(model) };
    expect(await problemsOf(files)).toEqual([
      'testbot/warning-sign-model.json:1: features må stige og være ulike',
    ]);
    files['warning-sign-model.json'] = JSON.stringify({ ...model, features: [2, 4] });
    expect(await problemsOf(files)).toEqual([
      'testbot/warning-sign-model.json:1: Modellen for varseltegn trenger warning-signs.yaml',
    ]);
  });

  it('reports a YAML syntax error with its line', async () => {
    const files = validBot();
    files['media.yaml'] = '- id: avatar\n  file: [avatar.svg\n';
    const problems = await problemsOf(files);
    expect(problems[0]).toMatch(/^testbot\/media\.yaml:\d+: YAML-feil: /);
  });

  it('reports schema errors at the line of the wrong value', async () => {
    const files = validBot();
    files['chatbot.yaml'] = files['chatbot.yaml']!.replace(
      'hasLandingPage: true',
      'hasLandingPage: kanskje',
    );
    expect(await problemsOf(files)).toEqual([
      'testbot/chatbot.yaml:5: hasLandingPage: Invalid input: expected boolean, received string',
    ]);
  });

  it('rejects unsafe HTML in a bubble and in a page body', async () => {
    const files = validBot();
    files['dialogue/basis.yaml'] = files['dialogue/basis.yaml']!.replace(
      'Hei!',
      'Hei <img src=x onerror="alert(1)">',
    );
    files['pages/om.md'] += '\n\n<script>alert(1)</script>\n';
    expect(await problemsOf(files)).toEqual([
      'testbot/pages/om.md:11: Usikker HTML i sideteksten er ikke tillatt',
      'testbot/dialogue/basis.yaml:3: Usikker HTML (skript, hendelser eller ukjente tagger) er ikke tillatt',
    ]);
  });

  it('reports a button to a node that does not exist and a duplicate node id', async () => {
    const files = validBot();
    files['dialogue/basis.yaml'] = files['dialogue/basis.yaml']!.replace(
      'node: about',
      'node: nowhere',
    ).replace('- id: about', '- id: welcome');
    expect(await problemsOf(files)).toEqual([
      'testbot/dialogue/basis.yaml:13: Node-id «welcome» er brukt før',
      'testbot/dialogue/basis.yaml:7: Noden «nowhere» finnes ikke',
      // The tile's question is meant for the node that is gone.
      'testbot/tiles.yaml:7: Noden «about» finnes ikke',
    ]);
  });

  it('reports a missing media file, an image without alt text and an unknown media id', async () => {
    const files = validBot();
    files['media.yaml'] = [
      '- id: avatar',
      '  file: avatar.svg',
      '- id: photo',
      '  file: photo.png',
      '  alt: Et bilde',
    ].join('\n');
    files['tiles.yaml'] = files['tiles.yaml']!.replace('icon: avatar', 'icon: nothing');
    expect(await problemsOf(files)).toEqual([
      'testbot/media.yaml:1: Bildet «avatar» mangler alt-tekst',
      'testbot/media.yaml:3: Mediefilen media/photo.png finnes ikke',
      'testbot/tiles.yaml:5: Media-id «nothing» finnes ikke i media.yaml',
    ]);
  });

  it('refuses a media file over the size limit of its kind', async () => {
    const files = validBot();
    files['media.yaml'] += ['', '- id: huge', '  file: huge.png', '  alt: Et stort bilde'].join(
      '\n',
    );
    files['media/huge.png'] = 'x'.repeat(5 * 1024 * 1024 + 1);
    expect(await problemsOf(files)).toEqual([
      'testbot/media.yaml:4: «huge.png» er 5,1 MB, over grensen på 5 MB for bilder',
    ]);
  });

  it('requires landing.yaml with exactly four facts and known images for a chatbot with a landing page', async () => {
    const files = validBot();
    files['landing.yaml'] = files['landing.yaml']!.replace(
      '    - { title: Fire, text: Fjerde. }\n',
      '',
    ).replace('images: [avatar]', 'images: [nobody]');
    expect(await problemsOf(files)).toEqual([
      'testbot/landing.yaml:5: facts.items: Faktadelen skal ha nøyaktig fire fakta',
    ]);
    files['landing.yaml'] = validBot()['landing.yaml']!.replace(
      'images: [avatar]',
      'images: [nobody]',
    );
    expect(await problemsOf(files)).toEqual([
      'testbot/landing.yaml:9: Media-id «nobody» finnes ikke i media.yaml',
    ]);
    delete files['landing.yaml'];
    expect(await problemsOf(files)).toEqual([
      'testbot/chatbot.yaml:5: En chatbot med forside trenger landing.yaml',
    ]);
  });

  it('reports an unknown source, a future update and a past-due review', async () => {
    const files = validBot();
    files['pages/om.md'] = files['pages/om.md']!.replace('sources: [HN]', 'sources: [HN, XYZ]')
      .replace('updated: 2026-01-01', 'updated: 2026-12-24')
      .replace('nextReview: 2027-01-01', 'nextReview: 2026-05-31');
    expect(await problemsOf(files)).toEqual([
      'testbot/pages/om.md:7: Kilden «XYZ» finnes ikke i sources.yaml',
      'testbot/pages/om.md:8: Datoen 2026-12-24 er i framtiden',
      'testbot/pages/om.md:9: Ny gjennomgang var forfalt 2026-05-31',
    ]);
  });

  it('checks the review of the glucose targets in language.yaml like any medical text', async () => {
    const files = validBot();
    files['language.yaml'] = [
      'glucose:',
      '  fasting: 5.3',
      '  afterMeal: 6.7',
      '  review: { status: draft, sources: [XYZ], updated: 2026-01-01, nextReview: 2027-01-01 }',
    ].join('\n');
    expect(await problemsOf(files)).toEqual([
      'testbot/language.yaml:4: Kilden «XYZ» finnes ikke i sources.yaml',
    ]);
    files['language.yaml'] = 'glucose: { fasting: 5.3, afterMeal: 6.7 }';
    expect((await problemsOf(files)).join('\n')).toMatch(/language\.yaml.*review/);
  });

  it('refuses word lists (@) in feelings, which language.yaml has none of', async () => {
    const files = validBot();
    files['language.yaml'] = [
      'feelings:',
      '  node: fallback',
      '  bubble: Det er vanlig å bli bekymret.',
      '  words: [redd, "@uro"]',
    ].join('\n');
    expect(await problemsOf(files)).toEqual([
      'testbot/language.yaml:4: Bruk ikke ordlister (@) her',
    ]);
  });

  it('refuses word lists (@) in the rules of declined questions, which have none', async () => {
    const files = validBot();
    files['language.yaml'] = [
      'declined:',
      '  - rules:',
      "      - ['pappa', 'diabetes']",
      "      - ['@others', 'diabetes']",
      '    unless: [jeg, meg]',
    ].join('\n');
    expect(await problemsOf(files)).toEqual([
      'testbot/language.yaml:4: Bruk ikke ordlister (@) her',
    ]);
  });

  it('refuses the same sub-page id in two chatbots, since page ids are global', async () => {
    const problems = await problemsOf(validBot('testbot', 5), { zbot: validBot('zbot', 5) });
    expect(problems).toEqual([
      'zbot/pages/om.md:2: Side-id 5 er allerede brukt av chatboten «testbot»',
    ]);
  });

  it('requires ten phrasings per topic node, one phrasing per node, and every required topic', async () => {
    const files = validBot();
    files['dialogue/basis.yaml'] = files['dialogue/basis.yaml']!.replace('hva betyr testen, ', '')
      .replace(
        '- id: fallback',
        '- id: extra\n  phrases: [Hei!, a, b, c, d, e, f, g, h, i]\n  answer: [x]\n  review: *review\n- id: fallback',
      )
      .replace('  buttons:', '  phrases: [hei]\n  buttons:');
    files['chatbot.yaml'] += '\nrequiredNodes: [about, metformin]';
    expect(await problemsOf(files)).toEqual([
      'testbot/dialogue/basis.yaml:15: Noden «about» har 9 formuleringer; minst 10 trengs',
      'testbot/dialogue/basis.yaml:21: Formuleringen «Hei!» finnes også i noden «welcome»',
      'testbot/chatbot.yaml:11: Emnet «metformin» mangler en dialognode',
    ]);
  });

  it('requires the identificator to match the folder name', async () => {
    const root = await writeContent({ other: validBot('testbot') });
    const { problems } = await loadContent(root, { today });
    expect(problems.map((p) => p.message)).toEqual(['Må være lik mappenavnet «other»']);
  });

  it('reports unknown word lists and several-word list entries or real words in warning signs', async () => {
    const signs = [
      'review: { status: draft, sources: [HN], updated: 2026-05-01, nextReview: 2027-05-01 }',
      "concepts: { baby: [barn, 'kjempe lite'] }",
      'negation: { before: [ikke] }',
      "hypothetical: ['@fortid']",
      "presentBack: ['@nettopp']",
      "realWords: [katten, 'hele natten']",
      'signs:',
      '  - id: bleeding',
      '    title: Blødning',
      '    node: fallback',
      "    rules: ['@blødning', '@constructor']",
      '    examples: [jeg blør]',
    ].join('\n');
    const problems = await problemsOf({ ...validBot(), 'warning-signs.yaml': signs });
    expect(problems.map((p) => p.replace(/^[^ ]+ /, ''))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('«@blødning» finnes ikke'),
        expect.stringContaining('«@constructor» finnes ikke'),
        expect.stringContaining('«@fortid» finnes ikke'),
        expect.stringContaining('«@nettopp» finnes ikke'),
        expect.stringContaining('«kjempe lite» har flere ord'),
        expect.stringContaining('«hele natten» skal være ett ord'),
      ]),
    );
  });

  it('reports a warning sign that is both anyone and someoneElse', async () => {
    const signs = [
      'review: { status: draft, sources: [HN], updated: 2026-05-01, nextReview: 2027-05-01 }',
      'negation: { before: [ikke] }',
      'signs:',
      '  - id: breathing',
      '    title: Pustevansker',
      '    node: fallback',
      '    anyone: true',
      '    someoneElse: true',
      '    rules: [puster ikke]',
      '    examples: [mannen min puster ikke]',
    ].join('\n');
    const problems = await problemsOf({ ...validBot(), 'warning-signs.yaml': signs });
    expect(problems).toEqual([
      'testbot/warning-signs.yaml:8: signs.0.someoneElse: Velg enten anyone eller someoneElse, ikke begge',
    ]);
  });

  it('fills the information pages with the deployment facts and leaves {{retentionDays}} to the server', async () => {
    const root = await writeContent({ testbot: validBot() });
    const { bundles, problems } = await loadContent(root, { today });
    expect(problems).toEqual([]);
    expect(bundles[0]!.about).toEqual({
      purpose: '<p><strong>Å teste!</strong> Testa finnes for å bli testet.</p>\n',
      peopleBehind: '<p>Laget av Helse Test HF med Test IT AS.</p>\n',
      privacy:
        '<p>Spør <a href="mailto:ombud@helse.test">ombud@helse.test</a>. Lagres i {{retentionDays}} dager.</p>\n',
      exampleFacts: true,
      accessibilityStatementUrl: 'https://uustatus.no/nb/erklaringer/publisert/test',
    });
  });

  it('reports an unknown placeholder, a missing information page and a missing deployment.yaml', async () => {
    const files = validBot();
    files['about/purpose.md'] = 'Ring {{controller.phone}}.';
    delete files['about/privacy.md'];
    expect(await problemsOf(files)).toEqual([
      'testbot/about/purpose.md:1: Ukjent plassholder {{controller.phone}}',
      'testbot/about/privacy.md:1: Informasjonssiden about/privacy.md mangler',
    ]);
    const root = await writeContent({ testbot: validBot() }, null);
    const { problems } = await loadContent(root, { today });
    expect(problems.map((p) => p.message)).toEqual(['Filen deployment.yaml mangler']);
  });

  it('refuses made-up deployment facts and example addresses in production only', async () => {
    const root = await writeContent({ testbot: validBot() });
    expect((await loadContent(root, { today })).problems).toEqual([]);
    const { problems } = await loadContent(root, { today, production: true });
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '1: Oppdiktede verdier kan ikke brukes i produksjon (NODE_ENV=production)',
      '2: «post@helse.test» er en eksempeladresse; i produksjon trengs den ekte',
      '3: «ombud@helse.test» er en eksempeladresse; i produksjon trengs den ekte',
      '5: «chat@helse.test» er en eksempeladresse; i produksjon trengs den ekte',
    ]);
    const real = validDeployment
      .replace('fictitious: true', 'fictitious: false')
      .replaceAll('helse.test', 'helse-nord.no');
    const realRoot = await writeContent({ testbot: validBot() }, real);
    expect((await loadContent(realRoot, { today, production: true })).problems).toEqual([]);
    const missing = real.replace(/^legalBasis: .*$/m, '');
    const missingRoot = await writeContent({ testbot: validBot() }, missing);
    const refused = await loadContent(missingRoot, { today, production: true });
    expect(refused.problems.map((p) => p.message)).toEqual([
      'legalBasis: Invalid input: expected string, received undefined',
    ]);
  });

  it('requires an approval to name who approved, in what role and when, and a draft to name none', async () => {
    const approvedWithoutWho = validBot();
    approvedWithoutWho['dialogue/basis.yaml'] = approvedWithoutWho['dialogue/basis.yaml']!.replace(
      '    status: draft',
      '    status: approved',
    );
    // The review is a YAML anchor shared by the three nodes of the file.
    expect(await problemsOf(approvedWithoutWho)).toEqual(
      [9, 18, 22].map(
        (line) =>
          `testbot/dialogue/basis.yaml:${line}: Godkjent innhold må si hvem som godkjente, i hvilken rolle og når (reviewedBy, role, approvedOn)`,
      ),
    );
    const draftWithWho = validBot();
    draftWithWho['dialogue/basis.yaml'] = draftWithWho['dialogue/basis.yaml']!.replace(
      '    status: draft',
      '    status: draft\n    reviewedBy: Kari Jordmor',
    );
    // One line longer, so the later nodes move down by one.
    expect(await problemsOf(draftWithWho)).toEqual(
      [9, 19, 23].map(
        (line) =>
          `testbot/dialogue/basis.yaml:${line}: Et utkast er ikke godkjent: fjern reviewedBy og approvedOn`,
      ),
    );
  });

  it('lists drafts, items due for review and who approved what in the review report', async () => {
    const files = validBot();
    files['dialogue/basis.yaml'] = files['dialogue/basis.yaml']!.replace(
      '    status: draft',
      '    status: approved\n    reviewedBy: Kari Jordmor\n    role: jordmor\n    approvedOn: 2026-05-02',
    );
    const root = await writeContent({ testbot: files });
    const { bundles, problems } = await loadContent(root, { today });
    expect(problems).toEqual([]);
    const report = reviewReport(bundles, '2027-01-01');
    expect(report[0]).toMatch(/^testbot: \d+ utkast, \d+ godkjent, \d+ til ny gjennomgang$/);
    expect(report).toContain('  godkjent 2026-05-02 av Kari Jordmor (jordmor): node welcome');
    expect(report).toContain('  til gjennomgang (2027-01-01): node welcome');
  });

  it("fills the landing partners' names from the deployment, and reports an unknown one", async () => {
    const files = validBot();
    files['landing.yaml'] = files['landing.yaml']!.replace(
      'name: Sykehuset',
      "name: '{{controller.name}}'",
    );
    const root = await writeContent({ testbot: files });
    const { bundles } = await loadContent(root, { today });
    expect(bundles[0]!.landing!.partners.items[0]!.name).toBe('Helse Test HF');
    files['landing.yaml'] = files['landing.yaml'].replace('controller.name', 'partners.nope');
    expect(await problemsOf(files)).toEqual([
      expect.stringMatching(
        /^testbot\/landing\.yaml:\d+: Ukjent plassholder \{\{partners\.nope\}\}$/,
      ),
    ]);
  });
});
