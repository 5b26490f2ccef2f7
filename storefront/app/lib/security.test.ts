import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security';

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce and forbids framing and plugins', () => {
    const csp = contentSecurityPolicy('abc123', { imgOrigins: ['https://cms.example'] });
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https://cms.example");
    expect(csp).not.toContain("script-src 'self'");
  });
});
