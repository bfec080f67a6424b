import { describe, expect, it } from 'vitest';
import { httpsTarget } from './https-redirect';

describe('httpsTarget', () => {
  it('moves a public http address to https, keeping path, query and fragment', () => {
    expect(httpsTarget(new URL('http://dina.example.no/dina/chat?x=1#innhold'))).toBe(
      'https://dina.example.no/dina/chat?x=1#innhold',
    );
  });

  it.each(['https://dina.example.no/', 'http://localhost:5173/', 'http://127.0.0.1:8181/dina'])(
    'leaves %s as it is',
    (href) => {
      expect(httpsTarget(new URL(href))).toBeNull();
    },
  );
});
