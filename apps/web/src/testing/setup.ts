// jsdom has no CSS.escape, which React Aria's popovers call to find their trigger.
if (!globalThis.CSS?.escape) {
  Object.assign(globalThis, {
    CSS: {
      ...globalThis.CSS,
      escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`),
    },
  });
}

// jsdom does not scroll: a page's opening scroll to the top does nothing in tests.
window.scrollTo = () => {};
