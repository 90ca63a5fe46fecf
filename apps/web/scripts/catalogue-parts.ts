import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * The namespaces of a catalogue that the start page shows, and nothing else: the app shell's
 * (`app`, `shell`, `common`, the basket bar's `booking`) and the start form's (`start`, and the
 * `validation` messages it shows on a refused group). The start page renders as soon as they are
 * there, so that a first visit does not wait for the texts of every other page (issue 11, B5).
 * `routes/start.test.tsx` fails when the start page shows a text that is not among them.
 */
const FIRST_PART = ['app', 'shell', 'common', 'booking', 'start', 'validation'];

/**
 * Splits a catalogue at build: `locales/fr.json?part=first` holds the namespaces of `FIRST_PART`,
 * `?part=rest` all the others; each language keeps one source file.
 */
export function catalogueParts(): Plugin {
  return {
    name: 'sesame:catalogue-parts',
    enforce: 'pre',
    async load(id) {
      // In development, Vite adds queries of its own (`?import&part=first`).
      const [file = '', query] = id.split('?');
      const part = new URLSearchParams(query).get('part');
      if (!file.endsWith('.json') || (part !== 'first' && part !== 'rest')) return null;
      this.addWatchFile(file);
      const texts: Record<string, unknown> = JSON.parse(await readFile(file, 'utf8'));
      const namespaces = Object.entries(texts).filter(
        ([namespace]) => FIRST_PART.includes(namespace) === (part === 'first'),
      );
      // Vite's JSON plugin leaves a file with a query to others: the module is ours to write.
      return `export default ${JSON.stringify(Object.fromEntries(namespaces))};`;
    },
  };
}
