import type { Plugin } from 'vite';

/**
 * Writes the entry's stylesheet into index.html as a `<style>`, in place of a `<link>` to it:
 * the first paint no longer waits for a second request on a slow connection (Lighthouse's
 * render-blocking resources, issue 11, B6). It is the shell's few kilobytes; each page's own
 * stylesheet still loads with its chunk. The security headers allow inline styles.
 *
 * A disabled link to the file stays, which the browser neither fetches nor applies: the chunks
 * that share a module's styles with the shell list the file among what they preload, and Vite's
 * preload skips a stylesheet the page links already; fetched, it would apply a second time,
 * after the pages' own.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'sesame:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return link;
            return `<style>${asset.source}</style><link rel="stylesheet" href="/${fileName}" disabled>`;
          },
        );
      },
    },
  };
}
