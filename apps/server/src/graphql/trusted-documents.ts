import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, specifiedRules, validate } from 'graphql';
import { noIntrospectionRule, operationLimitsRule, parseWithinLimits } from './limits.ts';

/**
 * The documents the web app sends, `{ sha256 of the text, in hex: the text }`, written by its
 * build (apps/web/scripts/trusted-documents.ts) at this path of its output.
 *
 * In production the server runs these and nothing else (DESIGN.md, security defaults). The client
 * sends the full text as in development, and the server looks the text up among the trusted ones
 * (as good as hashing it and looking the hash up, without hashing every request): one client for
 * every build, Mercurius' cache and the catalogue cache keyed by text as before, and a refused
 * text is never parsed. The hashes name the documents and let the manifest be checked.
 */
export const TRUSTED_DOCUMENTS_FILE = '.vite/trusted-documents.json';

export type TrustedDocuments = Record<string, string>;

/** Reads the manifest of the web build in `webRoot`; the server refuses to start without it. */
export function readTrustedDocuments(webRoot: string | undefined): TrustedDocuments {
  const file = webRoot && join(webRoot, TRUSTED_DOCUMENTS_FILE);
  if (!file || !existsSync(file))
    throw new Error(
      `In production only the web app's documents are run, and their manifest ${file ?? TRUSTED_DOCUMENTS_FILE} is missing: build the web app first (npm run build).`,
    );
  return JSON.parse(readFileSync(file, 'utf8')) as TrustedDocuments;
}

/**
 * The texts the server will run, once each is checked: its hash is its key, it is valid against
 * `schema` and within the limits, and it does not introspect. A web build that breaks one of these
 * stops the server at start-up rather than failing visitors.
 */
export function trustedDocumentTexts(documents: TrustedDocuments, schema: string): Set<string> {
  const built = buildSchema(schema);
  const rules = [...specifiedRules, operationLimitsRule, noIntrospectionRule];
  const texts = new Set<string>();
  for (const [hash, text] of Object.entries(documents)) {
    if (typeof text !== 'string' || sha256(text) !== hash)
      throw new Error(`Trusted document ${hash} does not match its hash`);
    let problem: string | undefined;
    try {
      problem = validate(built, parseWithinLimits(text), rules)[0]?.message;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem) throw new Error(`Trusted document ${hash} is refused: ${problem}`);
    texts.add(text);
  }
  return texts;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
