import type { Page } from 'playwright-core';

/** One English text seen on an Arabic page: where (the element's tag, or the attribute's name) and what. */
export interface TEnglishText {
  where: string;
  text: string;
}

/**
 * Every English text a shopper sees or hears on an Arabic page (decision 105): each visible text node, the visually
 * hidden ones a screen reader reads, and the names and hints of elements (aria-label, alt, placeholder, title) and
 * the document's title, in which a Latin word remains once the words that are the same in both languages are taken
 * out: e-mail addresses, web addresses, codes in capitals and digits (AED, DXB), booking references, numbers, and
 * the names in `names` (the shop's, the payment brands'). Content marked as English (`lang="en"` on it or an
 * ancestor: an Arabic field that fell back to English, a name or a review as written) is left out: that is content
 * with no Arabic yet, said as such to screen readers; so are identifiers marked `translate="no"` (the storage keys
 * the Cookies Policy names).
 */
export function englishTexts(page: Page, names: readonly string[]): Promise<TEnglishText[]> {
  return page.evaluate((allowedNames) => {
    const found: { where: string; text: string }[] = [];
    const isMarkedEnglish = (element: Element) => {
      const language = element.closest('[lang]')?.getAttribute('lang') ?? '';
      return /^en\b/i.test(language) || element.closest('[translate="no"]') !== null;
    };
    const sameInBoth = new RegExp(
      [
        '[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+',
        '(?:https?://|www\\.)\\S+',
        '\\b[A-Z0-9]*\\d[A-Z0-9]*(?:[-/][A-Z0-9]+)*\\b',
        // A booking reference (RH- and eight of ids.ts's reference alphabet): about one in eleven has no digit.
        '\\bRH-[2-9A-HJKMNP-Z]{8}\\b',
        '\\b[A-Z]{2,4}\\b',
        ...allowedNames.map((name) => `\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
      ].join('|'),
      'g',
    );
    const isEnglish = (text: string) => /[A-Za-z]{2,}/.test(text.replace(sameInBoth, ' '));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (!text || !element || element.closest('script, style, noscript, template')) continue;
      const isHeard =
        element.closest('.sr-only') !== null && element.closest('[hidden], [aria-hidden="true"]') === null;
      if (!isHeard && element.getClientRects().length === 0) continue;
      if (!isMarkedEnglish(element) && isEnglish(text)) found.push({ where: element.tagName.toLowerCase(), text });
    }
    for (const element of document.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      if (element.closest('[hidden]') || isMarkedEnglish(element)) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value && isEnglish(value)) found.push({ where: `${element.tagName.toLowerCase()}[${name}]`, text: value });
      }
    }
    if (isEnglish(document.title)) found.push({ where: 'title', text: document.title });
    const seen = new Set<string>();
    return found.filter((item) => {
      const key = `${item.where}\n${item.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }, names);
}
