import { describe, expect, it } from 'vitest';
import { returnOrigin } from './return-origin.ts';

describe('returnOrigin', () => {
  const config = { publicUrl: 'https://imole.ng/app', env: 'production' as const };
  it('in production only ever answers PUBLIC_URL’s origin', () => {
    for (const origin of ['http://127.0.0.1:3999', 'https://evil.example', 'https://imole.ng.evil.example', undefined])
      expect(returnOrigin(config, origin)).toBe('https://imole.ng');
  });
  it('outside production also takes this machine’s addresses, and nothing that is not a plain origin', () => {
    const dev = { publicUrl: 'http://localhost:3000', env: 'development' as const };
    expect(returnOrigin(dev, 'http://127.0.0.1:3999')).toBe('http://127.0.0.1:3999');
    expect(returnOrigin(dev, 'http://localhost:5173')).toBe('http://localhost:5173');
    for (const origin of ['http://127.0.0.1:3999/path', 'javascript:alert(1)', 'http://localhost.evil.example', 'null'])
      expect(returnOrigin(dev, origin)).toBe('http://localhost:3000');
  });
});
