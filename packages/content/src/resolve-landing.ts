import { renderInline, renderMarkdown, type SanitizedHtml } from './html.js';
import type { Located } from './read-bot.js';
import type { LandingFile, Review } from './schema.js';
import type { LandingImage, LandingItem } from './types.js';
import type { YamlSource } from './yaml-file.js';

type At = (string | number)[];

/** The checks of resolveBot that the landing's references go through. */
export interface LandingChecks {
  html: (result: SanitizedHtml, src: YamlSource, at: At) => string;
  needMedia: (id: string | undefined, src: YamlSource, at: At, kind?: string) => string | null;
  altOf: (id: string | null) => string | null;
  checkReview: (review: Review, src: YamlSource, at: At) => void;
  /** Fills in the deployment's {{placeholders}} (partners' names), reporting unknown ones. */
  fill: (text: string, src: YamlSource, at: At) => string;
}

/** Renders landing.yaml's Markdown and checks its media and review; no file, no landing. */
export function resolveLanding(
  landing: Located<LandingFile> | undefined,
  checks: LandingChecks,
): LandingItem | null {
  if (!landing) return null;
  const { value: l, src } = landing;
  const { html, needMedia, altOf, checkReview, fill } = checks;
  const inline = (markdown: string, at: At) => html(renderInline(markdown), src, at);
  const block = (markdown: string, at: At) => html(renderMarkdown(markdown), src, at);
  const image = (id: string, at: At): LandingImage => {
    const mediaId = needMedia(id, src, at, 'IMAGE') ?? id;
    return { mediaId, altText: altOf(mediaId) };
  };
  checkReview(l.review, src, []);
  return {
    intro: { heading: l.intro.heading, html: inline(l.intro.text, ['intro', 'text']) },
    facts: {
      heading: l.facts.heading,
      items: l.facts.items.map((f, i) => ({
        title: f.title,
        html: inline(f.text, ['facts', 'items', i, 'text']),
        link: f.link ?? null,
      })),
    },
    peopleBehind: {
      heading: l.peopleBehind.heading,
      html: block(l.peopleBehind.text, ['peopleBehind', 'text']),
      linkText: l.peopleBehind.linkText,
      images: l.peopleBehind.images.map((id, i) => image(id, ['peopleBehind', 'images', i])),
    },
    followAlong: {
      heading: l.followAlong.heading,
      html: block(l.followAlong.text, ['followAlong', 'text']),
      appComingSoon: {
        heading: l.followAlong.appComingSoon.heading,
        html: inline(l.followAlong.appComingSoon.text, ['followAlong', 'appComingSoon', 'text']),
      },
    },
    partners: {
      heading: l.partners.heading,
      html: l.partners.text ? inline(l.partners.text, ['partners', 'text']) : null,
      items: l.partners.items.map((p, i) => ({
        name: fill(p.name, src, ['partners', 'items', i, 'name']),
        role: fill(p.role, src, ['partners', 'items', i, 'role']),
        logo: p.logo ? image(p.logo, ['partners', 'items', i, 'logo']) : null,
      })),
    },
    review: l.review,
  };
}
