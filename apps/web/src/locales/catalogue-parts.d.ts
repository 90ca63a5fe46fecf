// A language's catalogue in two parts, split at build by scripts/catalogue-parts.ts: the texts of
// the start page, and the rest.
declare module '*.json?part=first' {
  const texts: Partial<typeof import('./fr.json')>;
  export default texts;
}

declare module '*.json?part=rest' {
  const texts: Partial<typeof import('./fr.json')>;
  export default texts;
}
