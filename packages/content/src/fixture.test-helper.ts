import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Files of one minimal, valid chatbot folder; tests override single files to break it. */
export function validBot(id = 'testbot', pageId = 1): Record<string, string> {
  return {
    'chatbot.yaml': [
      `identificator: ${id}`,
      'version: 1',
      'name: Testa',
      'avatar: avatar',
      'hasLandingPage: true',
      'mainMenu:',
      `  - page: ${pageId}`,
      '    icon: avatar',
      'questionSuggestions:',
      '  - label: Hva er dette?',
    ].join('\n'),
    'media.yaml': ['- id: avatar', '  file: avatar.svg', '  alt: Et smilende ansikt'].join('\n'),
    'media/avatar.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
    'sources.yaml': ['- id: HN', '  title: Helsenorge', '  url: https://www.helsenorge.no/'].join(
      '\n',
    ),
    'tiles.yaml': [
      '- header: Om testen',
      '  text: Litt **tekst**.',
      '  linkText: testen',
      `  page: ${pageId}`,
      '  icon: avatar',
      '  question: Hva er testen?',
      '  topic: about',
    ].join('\n'),
    'landing.yaml': [
      'intro: { heading: Hei, text: Jeg er **Testa**. }',
      'facts:',
      '  heading: Fire fakta',
      '  items:',
      '    - { title: En, text: Første., link: people-behind }',
      '    - { title: To, text: Andre., link: privacy }',
      '    - { title: Tre, text: Tredje. }',
      '    - { title: Fire, text: Fjerde. }',
      'peopleBehind: { heading: Folkene, text: Vi., linkText: Møt oss, images: [avatar] }',
      'followAlong:',
      '  heading: Følg med',
      '  text: Snart mer.',
      '  appComingSoon: { heading: App, text: Kommer. }',
      'partners:',
      '  heading: Partnere',
      '  items: [{ name: Sykehuset, role: Eier, logo: avatar }]',
      'review: { status: draft, sources: [HN], updated: 2026-01-01, nextReview: 2027-01-01 }',
    ].join('\n'),
    [`pages/om.md`]: [
      '---',
      `id: ${pageId}`,
      'title: Om testen',
      'showInKeyboardExtension: true',
      'review:',
      '  status: draft',
      '  sources: [HN]',
      '  updated: 2026-01-01',
      '  nextReview: 2027-01-01',
      '---',
      '## Overskrift',
      '',
      'Brødtekst.',
    ].join('\n'),
    'dialogue/basis.yaml': [
      '- id: welcome',
      '  answer:',
      '    - Hei!',
      '  buttons:',
      '    - type: quick_reply',
      '      label: Om testen',
      '      node: about',
      '  review: &review',
      '    status: draft',
      '    sources: [HN]',
      '    updated: 2026-01-01',
      '    nextReview: 2027-01-01',
      '- id: about',
      '  phrases: [hva er testen, om testen, testen, kva er testen, hva betyr testen, forklar testen,',
      '    hva handler testen om, testen info, fortell om testen, hva er en test]',
      '  answer:',
      '    - Testen er en test.',
      '  review: *review',
      '- id: fallback',
      '  answer:',
      '    - Det forsto jeg ikke.',
      '  review: *review',
    ].join('\n'),
    'about/purpose.md': '**Å teste!** {{name}} finnes for å bli testet.',
    'about/people-behind.md': 'Laget av {{controller.name}} med {{processor.name}}.',
    'about/privacy.md': 'Spør {{dataProtectionOfficer.email}}. Lagres i {{retentionDays}} dager.',
  };
}

/** A valid content/deployment.yaml; tests override lines to break it. */
export const validDeployment = [
  'fictitious: true',
  'controller: { name: Helse Test HF, address: Postboks 1, email: post@helse.test }',
  'dataProtectionOfficer: { name: Ombudet, email: ombud@helse.test }',
  'processor: { name: Test IT AS }',
  'contactEmail: chat@helse.test',
  'legalBasis: Artikkel 6 nr. 1 bokstav e.',
  'accessibilityStatementUrl: https://uustatus.no/nb/erklaringer/publisert/test',
].join('\n');

/** Writes chatbot folders (folder name → files) below a new temporary content root. */
export async function writeContent(
  bots: Record<string, Record<string, string>>,
  /** The deployment.yaml to write; null writes none. */
  deployment: string | null = validDeployment,
): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'dina-content-'));
  if (deployment !== null) await writeFile(path.join(root, 'deployment.yaml'), deployment);
  for (const [bot, files] of Object.entries(bots)) {
    for (const [rel, text] of Object.entries(files)) {
      const file = path.join(root, bot, rel);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
    }
  }
  return root;
}
