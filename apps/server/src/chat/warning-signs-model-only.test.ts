import { describe, it } from 'vitest';
import { raisesNoAlarm, recognises } from './warning-signs.test-helper.js';

// Wordings of the check and tuning sets only the learnt model found (session 34): a retrain can
// lose those, so rules hold them now. The guards are written anew, not copied from the sets.
describe('fewer movements told in words only the learnt model knew', () => {
  it.each([
    'har ikke kommet i nærheten av ti bevegelser på to timer',
    'han sparket masse i morges og så plutselig stopp, ingenting etter lunsj',
    'ingen rørsle sidan frukost, veke 33',
  ])('dina recognises fetal-movement in «%s»', (text) =>
    recognises('dina', 'fetal-movement', text),
  );

  it.each([
    'har spist nesten ingenting siden frokost, er det farlig for blodsukkeret?',
    'målingene mine er ikke i nærheten av 10',
  ])('dina raises no alarm on «%s»', (text) => raisesNoAlarm('dina', text));
});
