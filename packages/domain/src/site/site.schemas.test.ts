import { describe, expect, it } from 'vitest';
import { isDocumentationUrl } from './site.schemas.js';

describe('isDocumentationUrl', () => {
  it.each(['/guide', '/guide/billings', 'https://docs.example.ph', 'http://intranet.local/manual'])('accepts %s', (value) => {
    expect(isDocumentationUrl(value)).toBe(true);
  });
  it.each(['', 'guide', '//evil.example', 'javascript:alert(1)', 'ftp://files.example', '/has space'])('refuses %s', (value) => {
    expect(isDocumentationUrl(value)).toBe(false);
  });
});
