import fr from '../locales/fr.json';

/** A text shown as its key (`start.title`), as `t` does when the catalogue has no text for it. */
const KEY = new RegExp(`(?<![\\w.])(${[...Object.keys(fr), 'errors'].join('|')})\\.\\w+(\\.\\w+)*`);

/** What the visitor reads or hears of the page: its texts, labels and title. */
function shownTexts(): string[] {
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ALL);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) texts.push(node.data);
    if (node instanceof Element) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        texts.push(node.getAttribute(name) ?? '');
      }
    }
  }
  return texts.map((text) => text.trim());
}

/** The texts shown as their keys: texts the catalogue's parts loaded so far lack. */
export function keysShown(): string[] {
  return shownTexts().filter((text) => KEY.test(text));
}
