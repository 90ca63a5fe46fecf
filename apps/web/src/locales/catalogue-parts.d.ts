// A language's catalogue in parts, split at build by scripts/catalogue-parts.ts: the texts of the
// app shell and the start page as they first render; those of the code they load lazily; a loader
// of each other page's; each page's.
declare module '*.json?part=first' {
  const texts: import('../lib/i18n.ts').Texts;
  export default texts;
}

declare module '*.json?part=lazy' {
  const texts: import('../lib/i18n.ts').Texts;
  export default texts;
}

declare module '*.json?part=pages' {
  /** Each page's texts beyond the first part, by the name of its module (`summary`). */
  const pages: Readonly<Record<string, () => Promise<{ default: import('../lib/i18n.ts').Texts }>>>;
  export default pages;
}
