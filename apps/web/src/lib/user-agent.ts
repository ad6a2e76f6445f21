import { t } from './i18n';

// Checked in order: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
// iPhones and iPads also say "like Mac OS X"; Android also says "Linux".
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (text: string, table: ReadonlyArray<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * A browser's user-agent string as a person names the browser: "Chrome on Linux", not
 * "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 ..."; one it cannot read stays as it is.
 */
export function browserInWords(userAgent: string): string {
  const browser = firstMatch(userAgent, BROWSERS);
  if (!browser) return userAgent;
  const system = firstMatch(userAgent, SYSTEMS);
  return system ? t('{browser} on {system}', { browser, system }) : browser;
}
