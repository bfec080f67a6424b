import { describe, expect, it } from 'vitest';
import { connectionCap, openFileLimit } from './connection-limits.js';

const limits = (soft: string, hard = soft) =>
  [
    'Limit                     Soft Limit           Hard Limit           Units     ',
    'Max processes             127324               127324               processes ',
    `Max open files            ${soft.padEnd(21)}${hard.padEnd(21)}files     `,
  ].join('\n');

describe('openFileLimit', () => {
  it('reads the soft limit from /proc/self/limits', () => {
    expect(openFileLimit(limits('1024', '4096'))).toBe(1024);
  });

  it('knows no limit when unlimited or unreadable', () => {
    expect(openFileLimit(limits('unlimited'))).toBeUndefined();
    expect(openFileLimit('')).toBeUndefined();
  });
});

describe('connectionCap', () => {
  it('keeps a fifth of the file limit, at least 128, for the server itself', () => {
    expect(connectionCap(1024, 0)).toBe(819);
    expect(connectionCap(65536, 0)).toBe(52428);
    expect(connectionCap(256, 0)).toBe(128);
  });

  it('takes MAX_CONNECTIONS when set, and sets no cap when nothing is known', () => {
    expect(connectionCap(1024, 500)).toBe(500);
    expect(connectionCap(undefined, 0)).toBeUndefined();
  });
});
