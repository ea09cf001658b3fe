// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bandRenderingScript, bandRenderingScriptHash } from './bandRendering.js';

describe('bandRenderingScriptHash', () => {
  it("is the CSP source of the script's exact text (base64 SHA-256)", () => {
    const digest = createHash('sha256').update(bandRenderingScript, 'utf8').digest('base64');
    expect(bandRenderingScriptHash).toBe(`sha256-${digest}`);
  });
});
