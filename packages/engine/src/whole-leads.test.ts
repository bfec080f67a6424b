import { describe, expect, it } from 'vitest';
import type { RankedPart } from './long-message.js';
import { agreed, ledByWhole } from './whole-leads.js';
import { answer, fallback, none, ranked } from './decisions.test-helper.js';

describe('ledByWhole', () => {
  const whole = (top: number, second: number) => [
    ...ranked('early-hba1c', top),
    ...ranked('postpartum-hba1c', second),
  ];
  // «… langtidsblodsukkeret var 6,1. Hva betyr det?»: the question alone is closest to another topic.
  const asking: RankedPart[] = [
    {
      ranked: [...ranked('gdm-what-is', 0.9), ...ranked('early-hba1c', 0.3)],
      decision: answer('gdm-what-is', 0.9),
    },
  ];

  it("answers the whole message's leader at score 0.5, 0.25 ahead, when a question ranks it", () => {
    expect(ledByWhole(whole(0.5, 0.25), asking, true, none)).toMatchObject({
      outcome: 'answer',
      node: 'early-hba1c',
      candidates: ['postpartum-hba1c'],
    });
  });

  it('does not answer a leader under 0.5', () => {
    expect(ledByWhole(whole(0.49, 0.1), asking, true, none)).toBeUndefined();
  });

  it('does not answer a leader less than 0.25 ahead', () => {
    expect(ledByWhole(whole(0.7, 0.46), asking, true, none)).toBeUndefined();
  });

  it('does not answer a leader no asking part ranks: it is only the context', () => {
    const other: RankedPart[] = [{ ranked: ranked('diet', 0.4), decision: fallback }];
    expect(ledByWhole(whole(0.7, 0.2), other, true, none)).toBeUndefined();
    expect(ledByWhole(whole(0.7, 0.2), other, false, none)).toMatchObject({ node: 'early-hba1c' });
  });

  it('never answers small talk', () => {
    expect(ledByWhole(whole(0.7, 0.2), asking, true, new Set(['early-hba1c']))).toBeUndefined();
  });
});

describe('agreed', () => {
  // «… Apoteket nevnte Vi-Siblin. Hvor mye skal man ta av det?»
  const whole = (lead: number) => [
    ...ranked('fibre-psyllium', 0.42),
    ...ranked('diet-basics', 0.42 - lead),
  ];
  const part = (score: number, lead: number, similarity = 0.55): RankedPart[] => [
    {
      ranked: [...ranked('fibre-psyllium', score, similarity), ...ranked('macrogol', score - lead)],
      decision: fallback,
    },
  ];

  it('answers the node the whole (0.2 ahead) and a part (0.55, 0.25 ahead) both rank first', () => {
    expect(agreed(whole(0.2), part(0.55, 0.25), none)).toMatchObject({
      outcome: 'answer',
      node: 'fibre-psyllium',
      candidates: ['diet-basics'],
    });
  });

  it('does not answer when the whole is less than 0.2 ahead', () => {
    expect(agreed(whole(0.19), part(0.65, 0.37), none)).toBeUndefined();
  });

  it('does not answer when the part is under 0.55, or less than 0.25 ahead', () => {
    expect(agreed(whole(0.24), part(0.54, 0.3), none)).toBeUndefined();
    expect(agreed(whole(0.24), part(0.65, 0.24), none)).toBeUndefined();
  });

  it("does not answer when the part's similarity is under 0.5", () => {
    expect(agreed(whole(0.24), part(0.65, 0.37, 0.49), none)).toBeUndefined();
  });

  it('does not answer when the part ranks another node first', () => {
    const other: RankedPart[] = [{ ranked: ranked('macrogol', 0.9), decision: answer('macrogol') }];
    expect(agreed(whole(0.24), other, none)).toBeUndefined();
  });

  it('never answers small talk', () => {
    expect(agreed(whole(0.24), part(0.65, 0.37), new Set(['fibre-psyllium']))).toBeUndefined();
  });
});
