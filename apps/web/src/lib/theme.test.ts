import { describe, expect, it } from 'vitest';
import { themeOf } from './theme';

describe('themeOf', () => {
  it("takes the route's chatbot", () => {
    expect(themeOf('/ibs/chat')).toBe('ibs');
    expect(themeOf('/dina/side/1')).toBe('dina');
    expect(themeOf('/IBS')).toBe('ibs');
  });

  it("gives a missing or unknown chatbot Dina's theme", () => {
    expect(themeOf('/')).toBe('dina');
    expect(themeOf('/home')).toBe('dina');
    expect(themeOf('/login')).toBe('dina');
    expect(themeOf('/ukjent/chat')).toBe('dina');
    expect(themeOf('/%E0%A4%A')).toBe('dina');
  });
});
