// Which way a PDF's lines run (decisions 103 and 111): the voucher, the invoice, the manifest and the border list.
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import type { ShapedType } from './shaped-type.js';

/** What draws and measures a PDF's lines: the shaped type, or its mirror image for a right-to-left document. */
export type TPdfType = Pick<ShapedType, 'draw' | 'width' | 'wrap'>;

/**
 * The type of a document in a language: an Arabic one draws every line where the English one would, mirrored
 * (what starts at the left margin ends at the right one), so its labels lead from the right and its columns and
 * totals read right to left; each line's own bidi order and shaping are the type's.
 */
export function directedType(type: ShapedType, language: TContentLanguage = 'en'): TPdfType {
  if (language !== 'ar') return type;
  return {
    width: (text, size, weight) => type.width(text, size, weight),
    wrap: (text, size, weight, width, maxLines) => type.wrap(text, size, weight, width, maxLines),
    draw: (page, text, x, y, style) =>
      type.draw(page, text, page.getSize().width - x - type.width(text, style.size, style.weight), y, style),
  };
}
