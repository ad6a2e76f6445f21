import { t } from '../../../lib/i18n';

// The pieces of an editor that shows each Arabic field beside its English (issue 37, decisions 102 and 105): the
// product editor's, the blog post editor's, the banners' and the shop desk's home sections.

/** Whether a field (plain text or the rich-text editor's HTML, '<p></p>' when empty) has visible text. */
export function hasText(value: unknown): boolean {
  return (
    String(value ?? '')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

/** "Missing in Arabic" while the English has text and the Arabic none (the storefront then shows the English). */
export function MissingArabic({ english, arabic }: { english: unknown; arabic: unknown }) {
  if (!hasText(english) || hasText(arabic)) return null;
  return (
    <span className="ms-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
      {t('Missing in Arabic')}
    </span>
  );
}

/** The English of a field, read beside the Arabic input that translates it. */
export function EnglishBeside({ label, text }: { label: string; text: unknown }) {
  return (
    <div>
      <span className="field-label">{t('{field} (English)', { field: label })}</span>
      <p lang="en" dir="ltr" className="min-h-11 rounded-xl border border-line bg-surface px-3.5 py-2.5 text-ink">
        {String(text ?? '')}
      </p>
    </div>
  );
}
