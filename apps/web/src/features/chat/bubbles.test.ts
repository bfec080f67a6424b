import { describe, expect, it } from 'vitest';
import { bubbleKind, splitBubbles } from './bubbles';

describe('splitBubbles', () => {
  it('splits on a blank line first', () => {
    expect(splitBubbles('Hei.\n\nJeg er Dina.<br><br>Velkommen')).toEqual([
      'Hei.',
      'Jeg er Dina.<br><br>Velkommen',
    ]);
  });

  it('else on three line breaks, else on two', () => {
    expect(splitBubbles('a<br><br><br>b<br><br>c')).toEqual(['a', 'b<br><br>c']);
    expect(splitBubbles('a<br/><br />b')).toEqual(['a', 'b']);
    expect(splitBubbles('bare én')).toEqual(['bare én']);
  });
});

describe('bubbleKind', () => {
  it('reads the prefix case-insensitively on trimmed content', () => {
    expect(bubbleKind('  <IMG src="/x">')).toBe('image');
    expect(bubbleKind('<video src="/v.mp4"></video>')).toBe('video');
    expect(bubbleKind('<p>tekst <img src="/x"></p>')).toBe('text');
  });
});
