import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogueParts } from './scripts/catalogue-parts.ts';
import { inlineEntryCss } from './scripts/inline-entry-css.ts';
import { precompress } from './scripts/precompress.ts';
import { trustedDocuments } from './scripts/trusted-documents.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  // The manifest of the GraphQL documents the app sends: in production the server runs no other;
  // every text file compressed once, at build; each catalogue in parts, the start page's texts
  // and each other page's; the shell's stylesheet inside index.html.
  plugins: [react(), trustedDocuments(), precompress(), catalogueParts(), inlineEntryCss()],
  server: {
    proxy: { '/graphql': api, '/api': api, '/idp': api, '/sandbox': api, '/dev': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json lists each page's chunks: the bundle-size bench reads it.
    manifest: true,
    // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every page runs before it renders, in one chunk: it compresses
              // better than the handful of shared chunks the default split makes (bench B5),
              // and it stays cached from one release to the next. The app's query cache is one
              // of them (lib/query, decision 36): left to the default split, it made a chunk of
              // its own and split small ones off the entry, 1.9 KB more on the start page.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]lib[\\/](query[\\/]|store\.ts$)/,
            },
            {
              // The app's modules that the entry imports, which rolldown otherwise splits into a
              // dozen small chunks shared with the pages: they are merged into the entry, as one
              // chunk compresses better (start page 104.4 → 103.1 KB, every page 1.4 KB lighter).
              name: 'shell',
              tags: ['$initial'],
            },
            // Decision 45: a page other than the start page waits for each file it needs before
            // it shows, and on a phone each request costs a round trip; these groups merge what
            // such pages load into fewer files. The server finds the first two by their names
            // (apps/server/src/http/page-preloads.ts).
            {
              // The table of pages, with what a step of the booking restores and shows first,
              // and the next step's rules, which the start page's submit loads (decision 47).
              name: 'later',
              test: /src[\\/](app[\\/](pages|restore-saved-booking)\.ts|features[\\/]booking[\\/]basket-timer\.tsx|funnel[\\/]next-step\.ts)$/,
            },
            {
              // A language's texts that follow the first render: its error messages, the loaders
              // of its pages' texts, and the texts of the code loaded lazily (decision 47).
              name: (id) => `texts-${/(\w+)\.(ts|json)(\?part=\w+)?$/.exec(id)?.[1]}`,
              test: /error-messages[\\/]\w+\.ts$|locales[\\/]\w+\.json\?part=(pages|lazy)$/,
            },
            {
              // The app's code that many pages share, rather than a small chunk for each set
              // of pages that shares a module.
              name: 'shared',
              test: /src[\\/](components|features|lib)[\\/]/,
              minShareCount: 8,
            },
          ],
        },
      },
    },
  },
});
