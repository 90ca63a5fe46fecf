import { configure } from '@testing-library/react';

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

// `findBy…` and `waitFor` wait up to 5 s rather than 1: on two cores that the server tests share,
// a page's chain of answered requests took longer than a second (payment.test.tsx, in CI).
configure({ asyncUtilTimeout: 5000 });
