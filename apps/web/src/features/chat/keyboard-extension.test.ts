import { describe, expect, it } from 'vitest';
import { hasKeyboardExtension } from './keyboard-extension';

describe('hasKeyboardExtension', () => {
  it('hides the button when there are neither suggestions nor topics (SPEC §5)', () => {
    expect(hasKeyboardExtension([], [])).toBe(false);
  });

  it('shows it for suggestions alone or topics alone', () => {
    expect(hasKeyboardExtension([{ label: 'Hva er IBS?', value: 'Hva er IBS?' }], [])).toBe(true);
    expect(hasKeyboardExtension([], [{ id: 1, title: 'Kosthold' }])).toBe(true);
  });
});
