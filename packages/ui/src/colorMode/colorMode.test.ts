// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { colorModeScript, colorModeScriptHash } from './colorMode.js';

describe('colorModeScriptHash', () => {
  it("is the CSP source of the script's exact text (base64 SHA-256)", () => {
    const digest = createHash('sha256').update(colorModeScript, 'utf8').digest('base64');
    expect(colorModeScriptHash).toBe(`sha256-${digest}`);
  });
});
