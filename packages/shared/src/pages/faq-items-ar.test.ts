import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq-items.js';
import { FAQ_ITEMS_AR, faqArabicTable } from './faq-items-ar.js';

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

describe('the help page in Arabic', () => {
  it('has every question in Arabic, paragraph for paragraph and item for item', () => {
    for (const item of FAQ_ITEMS) {
      const arabic = FAQ_ITEMS_AR[item.id];
      expect(arabic, item.id).toBeDefined();
      expect(arabic?.answer).toHaveLength(item.answer.length);
      expect(arabic?.list?.length ?? 0).toBe(item.list?.length ?? 0);
    }
    expect(Object.keys(FAQ_ITEMS_AR).sort()).toEqual(FAQ_ITEMS.map((item) => item.id).sort());
  });

  it('keeps each text’s placeholders, so the shop’s name and e-mail fill the Arabic too', () => {
    const table = faqArabicTable();
    for (const [english, arabic] of Object.entries(table)) {
      expect(placeholders(arabic), english).toEqual(placeholders(english));
      expect(arabic).toMatch(/[\u0600-\u06FF]/);
    }
    expect(table['What is {shop}?']).toBe('ما هو {shop}؟');
  });
});
