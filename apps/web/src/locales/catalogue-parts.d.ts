// A language's catalogue in parts, split at build by scripts/catalogue-parts.ts: the texts of the
// app shell and the start page, with a loader of each other page's.
declare module '*.json?part=first' {
  type Texts = import('../lib/i18n.ts').Texts;
  const texts: Texts;
  export default texts;
  /** Each page's texts beyond the first part, by the name of its module (`summary`). */
  export const pages: Readonly<Record<string, () => Promise<{ default: Texts }>>>;
}
