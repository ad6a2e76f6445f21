import { describe, expect, it } from 'vitest';
import { ARABIC_POLICIES, policyArabicTable } from './policies-ar.js';
import type { TPolicyBlock } from './policy-types.js';

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

/** A block's shape: what kind it is and how many texts it holds. */
function shapeOf(block: TPolicyBlock): string {
  if (typeof block === 'string') return 'text';
  if ('subheading' in block) return 'subheading';
  if ('list' in block) return `list:${block.list.length}`;
  return `definitions:${block.definitions.length}`;
}

describe('the policies in Arabic', () => {
  it('have every section of the English, block for block', () => {
    for (const [english, arabic] of ARABIC_POLICIES) {
      expect(Object.keys(arabic.sections).sort()).toEqual(english.sections.map((section) => section.id).sort());
      for (const section of english.sections) {
        expect(arabic.sections[section.id]?.blocks.map(shapeOf), section.id).toEqual(section.blocks.map(shapeOf));
      }
    }
  });

  it('give every English text an Arabic one with the same placeholders', () => {
    const table = policyArabicTable();
    expect(table['Cookies Policy']).toBe('سياسة ملفات تعريف الارتباط');
    // The Terms (decision 105), and their section already in Arabic named by its own heading in the contents.
    expect(table['Terms of Service']).toBe('شروط الخدمة');
    expect(table['Payment, refund and points terms in Arabic']).toBe('شروط الدفع والاسترداد والنقاط باللغة العربية');
    for (const [english, arabic] of Object.entries(table)) {
      expect(placeholders(arabic), english).toEqual(placeholders(english));
      expect(arabic).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
