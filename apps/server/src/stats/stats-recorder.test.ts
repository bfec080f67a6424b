import type { Decision } from '@dina/engine';
import { describe, expect, it } from 'vitest';
import {
  createRecorder,
  questionToKeep,
  truncateToHour,
  type StatEvent,
} from './stats-recorder.js';

const decision = (outcome: Decision['outcome'], score = 0.42): Decision => ({
  outcome,
  node: null,
  score,
  candidates: [],
});

const silent = { error: () => {} };

describe('truncateToHour', () => {
  it('keeps the hour and drops minutes, seconds and milliseconds', () => {
    expect(truncateToHour(new Date('2026-11-21T10:59:59.999Z')).toISOString()).toBe(
      '2026-11-21T10:00:00.000Z',
    );
  });
});

describe('questionToKeep', () => {
  it('keeps only unanswered questions, scrubbed and normalised', () => {
    expect(questionToKeep('fallback', '  Ring  meg på 912 34 567 ')).toBe('ring meg på [telefon]');
    expect(questionToKeep('clarify', 'HbA1c 42?')).toBe('hba1c 42');
    expect(questionToKeep('answer', 'Hva er svangerskapsdiabetes?')).toBeNull();
    expect(questionToKeep('urgent', 'Jeg blør, fnr 01010750160')).toBeNull();
  });
});

describe('createRecorder', () => {
  const at = new Date('2026-11-21T10:37:12.345Z');
  const recorded = () => {
    const events: StatEvent[] = [];
    const recorder = createRecorder({ push: (e) => events.push(e) > 0 }, silent, () => at);
    return { events, recorder };
  };

  it('records chatbot, node, decision, confidence and the hour, and nothing else', () => {
    const { events, recorder } = recorded();
    recorder.welcome('dina');
    recorder.message('dina', decision('fallback', 0.31234), 'fallback', 'Min e-post er a@b.no');
    recorder.predefined('ibs', 'fodmap');
    const hour = new Date('2026-11-21T10:00:00.000Z');
    expect(events).toEqual([
      {
        chatbot: 'dina',
        kind: 'welcome',
        node: 'welcome',
        decision: null,
        confidence: null,
        question: null,
        hour,
      },
      {
        chatbot: 'dina',
        kind: 'message',
        node: 'fallback',
        decision: 'fallback',
        confidence: 0.31,
        question: 'min e-post er [e-post]',
        hour,
      },
      {
        chatbot: 'ibs',
        kind: 'predefined',
        node: 'fodmap',
        decision: null,
        confidence: null,
        question: null,
        hour,
      },
    ]);
  });

  it('never throws into the chat route, even when the queue does', () => {
    const errors: object[] = [];
    const recorder = createRecorder(
      {
        push: () => {
          throw new TypeError('broken');
        },
      },
      { error: (details) => void errors.push(details) },
    );
    expect(() => recorder.message('dina', decision('answer'), 'x', 'tekst')).not.toThrow();
    expect(errors).toEqual([{ error: 'TypeError' }]);
  });
});
