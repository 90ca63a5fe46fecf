import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageCodes } from '../i18n/messages.ts';

describe('ErrorCode', () => {
  it('lists in the contract exactly the codes the server has a message for, in fr, en and es', () => {
    const sdl = readFileSync(new URL('./error-code.graphql', import.meta.url), 'utf8');
    const values = /enum ErrorCode \{([^}]*)\}/.exec(sdl)?.[1]?.trim().split(/\s+/);

    expect(values?.sort()).toEqual([...messageCodes].sort());
  });
});
