import { describe, expect, it } from 'vitest';
// The contract is the one file the apps share (CONVENTIONS.md, layout rules).
import sdl from '../../../server/src/graphql/error-code.graphql?raw';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

describe('the error codes of the contract', () => {
  const codes = /enum ErrorCode \{([^}]*)\}/.exec(sdl)?.[1]?.trim().split(/\s+/) ?? [];

  it.each([
    ['fr', fr],
    ['en', en],
    ['es', es],
  ])('each have a message in %s', (_language, catalogue) => {
    expect(codes.length).toBeGreaterThan(10);
    const errors = catalogue.errors as Record<string, string>;
    for (const code of codes) expect(errors[code], code).toEqual(expect.any(String));
  });
});
