import { inLanguage, type TContentLanguage } from '@rihla/shared/rules/content-language';
import type { TWhereToBe } from '@rihla/shared/schemas/booking-terms';

/** A product's booking words in Arabic, each absent where none is written. */
export interface TTermsArabic {
  title?: string;
  groupUnit?: string;
  wherePlace?: string;
  whereNote?: string;
}

/**
 * The Arabic of a product's booking words (decision 109): the title (decision 102's column), the group unit (a
 * column of its own, `group_unit_ar`, since every card's price label reads it) and where to be (the `ar` of its
 * JSON, beside the English words).
 */
export function termsArabicOf(
  row: { title_ar: string; group_unit_ar: string },
  whereToBe: TWhereToBe | null,
): TTermsArabic {
  const where = whereToBe?.ar;
  return {
    ...(row.title_ar.trim() && { title: row.title_ar }),
    ...(row.group_unit_ar.trim() && { groupUnit: row.group_unit_ar.trim() }),
    ...(where?.place?.trim() && { wherePlace: where.place }),
    ...(where?.note?.trim() && { whereNote: where.note }),
  };
}

/** Where to be in the request's language: the zone or place and the note in Arabic where written (decision 109). */
export function whereToBeIn(
  language: TContentLanguage,
  whereToBe: TWhereToBe | null,
  arabic: TTermsArabic,
): TWhereToBe | null {
  if (whereToBe === null) return null;
  if (whereToBe.kind === 'pickup') {
    const { ar: _arabic, ...english } = whereToBe;
    if (language === 'en') return english;
    return {
      ...english,
      zone: inLanguage(language, english.zone, arabic.wherePlace),
      note: inLanguage(language, english.note, arabic.whereNote),
    };
  }
  const { ar: _arabic, ...english } = whereToBe;
  if (language === 'en') return english;
  return {
    ...english,
    place: inLanguage(language, english.place, arabic.wherePlace),
    note: inLanguage(language, english.note, arabic.whereNote),
  };
}

const AGES = /^(Child|Infant) \((\d+)-(\d+) years\)$/;
const GROUP = /^Private group \(up to (\d+) guests\)$/;
const KIND_AR: Record<string, string> = { Adult: 'بالغ', Child: 'طفل', Infant: 'رضيع' };

/** "ضيف واحد", "ضيفين", "3 ضيوف", "11 ضيفًا": the Arabic count of guests after حتى. */
function guestsAr(count: number): string {
  if (count === 1) return 'ضيف واحد';
  if (count === 2) return 'ضيفين';
  if (count % 100 >= 3 && count % 100 <= 10) return `${count} ضيوف`;
  return `${count} ضيفًا`;
}

/**
 * A ticket type's label as shown to the request's language. The English labels are built from the type's kind
 * and ages ('Infant (0-2 years)', 'Private group (up to 12 guests)'); the Arabic is built from the same parts
 * ('رضيع (0-2 سنة)'), with the digits Western as decision 101 writes them. The English label stays the key: a
 * label not of these shapes is answered as it is.
 */
export function ticketLabelIn(language: TContentLanguage, label: string): string {
  if (language === 'en') return label;
  const kind = KIND_AR[label];
  if (kind) return kind;
  const ages = AGES.exec(label);
  if (ages) return `${KIND_AR[ages[1] as string]} (${ages[2]}-${ages[3]} سنة)`;
  const group = GROUP.exec(label);
  if (group) return `مجموعة خاصة (حتى ${guestsAr(Number(group[1]))})`;
  return label;
}
