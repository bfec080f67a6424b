import type { ButtonItem, LanguageFile } from '@dina/content';
import { Engine, type EngineNode } from '@dina/engine';

/** What every dialogue node has, whether it comes from the database or straight from content. */
export interface NodeForEngine {
  id: string;
  kind: 'topic' | 'step';
  phrases: string[];
  keywords: string[];
  buttons: ButtonItem[];
}

/**
 * Builds a chatbot's engine. The API (from the database) and the `nlu` command (from the
 * content folder) both come through here, so editors see exactly what visitors will get.
 */
export function buildEngine(nodes: readonly NodeForEngine[], language: LanguageFile): Engine {
  return new Engine({
    nodes: nodes.map((n): EngineNode => ({
      id: n.id,
      kind: n.kind,
      phrases: n.phrases,
      keywords: n.keywords,
      buttons: n.buttons,
    })),
    language: { stopwords: language.stopwords, variants: language.variants },
    // Both chatbots have these nodes (content brief); in a long message they are context.
    smallTalk: ['greeting', 'thanks'],
    ...(language.feelings
      ? {
          feelings: {
            node: language.feelings.node,
            words: language.feelings.words,
            support: language.feelings.support,
          },
        }
      : {}),
    ...(language.warningSigns ? { warningSigns: language.warningSigns } : {}),
    ...(language.foods ? { foods: language.foods } : {}),
    ...(language.declined ? { declined: language.declined } : {}),
    ...(language.examples ? { examples: language.examples } : {}),
    ...(language.glucose
      ? {
          glucoseTargets: {
            fasting: language.glucose.fasting,
            afterMeal: language.glucose.afterMeal,
          },
        }
      : {}),
  });
}
