import type { Plugin } from 'vite';

/**
 * Writes the entry's stylesheet into index.html as a `<style>`, in place of a `<link>` to it:
 * the first paint no longer waits for a second request on a slow connection (Lighthouse's
 * render-blocking resources, issue 11, B6). It is the shell's few kilobytes; each page's own
 * stylesheet still loads with its chunk. The file stays: the pages' chunks list it among what
 * they preload, and a chunk whose stylesheet is missing fails to load. The security headers
 * allow inline styles.
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
            return asset?.type === 'asset' ? `<style>${asset.source}</style>` : link;
          },
        );
      },
    },
  };
}
