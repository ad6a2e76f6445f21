import fs from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { FILTER_CATEGORIES, FILTER_DURATIONS, FILTER_PRICES, FILTER_TIMES } from '@rihla/shared/constants';
import type { Plugin } from 'vite';
import { catalogueKey } from '../src/lib/translator';
import { FIRST_PAGES } from '../src/locales/first-pages';

const PREFIX = 'virtual:catalogue/';
const SRC = path.resolve(import.meta.dirname, '../src');
const LATER = '/later';

/**
 * The storefront's source files (not the back office's, not tests nor their fixtures: a text a fixture quotes is no
 * page's, and counting it sent the filter's category names to the later chunk, so a first page showed them in English).
 */
export function storefrontFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return file.endsWith(path.join('features', 'admin')) || file === path.join(SRC, 'test')
        ? []
        : storefrontFiles(file);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The back office's source files (features/admin and its router, not tests): their texts are the admin catalogue's. */
export function adminFiles(dir = path.join(SRC, 'features', 'admin')): string[] {
  const files = fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry): string[] => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return adminFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
  return dir === path.join(SRC, 'features', 'admin') ? [...files, path.join(SRC, 'app', 'admin-router.tsx')] : files;
}

/** Every text of a `t('...')` or `t("...")` call in `files`, unescaped as JavaScript reads it, with the files using it. */
export function literalTexts(files = storefrontFiles()): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bt\(\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1/g)) {
      const text = (match[2] ?? '').replace(/\\(.)/g, '$1');
      texts.set(text, [...(texts.get(text) ?? []), file]);
    }
  }
  return texts;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  return (
    [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
      (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
    ) ?? null
  );
}

/**
 * Lazy modules that only a shopper's action opens (a dialog, a sheet, the photo viewer, a toast, the back office): by
 * then the rest of the catalogue has long arrived, so their texts need not weigh on the first load.
 */
const ON_DEMAND = [
  'app/admin-router.tsx',
  'app/toaster.tsx',
  'components/ui/sheet.tsx',
  'features/auth/components/auth-dialogs.tsx',
  'features/product/components/photo-viewer.tsx',
].map((file) => path.join(SRC, file));

/**
 * The files of a first load: main.tsx and what it imports, static or lazy (but for the ON_DEMAND modules), and of
 * the router's pages only the FIRST_PAGES (a page's own texts come with the rest of the catalogue otherwise).
 */
export function firstLoadFiles(): Set<string> {
  const router = path.join(SRC, 'app/router.tsx');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || ON_DEMAND.includes(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    const pattern = file === router ? /\bfrom\s+'(\.[^']+)'/g : /(?:\bfrom\s+|\bimport\()'(\.[^']+)'/g;
    for (const match of source.matchAll(pattern)) {
      const imported = resolveImport(file, match[1] ?? '');
      if (imported) visit(imported);
    }
  };
  visit(path.join(SRC, 'main.tsx'));
  for (const page of Object.values(FIRST_PAGES)) visit(path.join(SRC, `app/routes/${page}.tsx`));
  return seen;
}

/**
 * A message as the chunk keeps it: a text of only words and `{name}` placeholders as its string (the translator fills
 * it as t() fills English), any other as its AST. A string with a brace or quote of its own stays an AST, so that the
 * string never means anything else than the message.
 */
function compact(message: string, ast: MessageFormatElement[]): string | MessageFormatElement[] {
  const isSimple = ast.every((element) => element.type === TYPE.literal || element.type === TYPE.argument);
  const isLiteral = ast.length === 1 && ast[0]?.type === TYPE.literal;
  const literal = isLiteral ? (ast[0] as { value: string }).value : '';
  if (isLiteral && !/[{}]/.test(literal)) return literal;
  const words = ast.filter((element) => element.type === TYPE.literal).map((element) => element.value);
  if (isSimple && !isLiteral && !words.some((text) => /[{}']/.test(text)) && !message.includes("'")) return message;
  return ast;
}

/**
 * The spec's filter values (categories, price, time and duration ranges): shown through t() on first pages (the home
 * page's category tiles, the filter sidebar, the product's category crumb) wherever else they are quoted, so their
 * Arabic comes with the first load (decision 108). The value in URLs and requests stays the English.
 */
const FIRST_PAGE_VALUES: ReadonlySet<string> = new Set([
  ...FILTER_CATEGORIES,
  ...FILTER_PRICES,
  ...FILTER_TIMES,
  ...FILTER_DURATIONS,
]);

/** The back office's own Arabic (decision 104): `virtual:catalogue/admin-ar`, from src/locales/admin-ar.json. */
const ADMIN_ARABIC = 'admin-ar';

/**
 * The back office's Arabic texts (decision 104), in one chunk that only the back office loads (beside the storefront's
 * two, for the words it shares with the shop): every message of locales/admin-ar.json, compiled as the storefront's are.
 */
function adminCatalogue(context: { addWatchFile(file: string): void }): string {
  const file = path.join(SRC, `locales/${ADMIN_ARABIC}.json`);
  context.addWatchFile(file);
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  const compiled: Record<string, unknown> = {};
  for (const [english, message] of Object.entries(messages)) {
    const key = catalogueKey(english);
    if (key in compiled) throw new Error(`${ADMIN_ARABIC}.json: "${english}" has the key of another text`);
    try {
      compiled[key] = compact(message, parse(message));
    } catch (error) {
      throw new Error(`${ADMIN_ARABIC}.json: the translation of "${english}" is no ICU message: ${String(error)}`);
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
}

/**
 * `import catalogue from 'virtual:catalogue/ar'` gives the texts of src/locales/ar.json a first load needs, and
 * 'virtual:catalogue/ar/later' the others, each message by its English's catalogueKey, parsed to its ICU AST at build time (a text
 * of words and placeholders only as its string: compact; decision 101): the browser formats ASTs with intl-messageformat and never loads its
 * parser (the app's build aliases it to the parser-less entry). A message that does not parse fails the build.
 */
export function messageCatalogues(): Plugin {
  return {
    name: 'rihla-message-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      if (name === ADMIN_ARABIC) return adminCatalogue(this);
      const isLater = name.endsWith(LATER);
      const language = isLater ? name.slice(0, -LATER.length) : name;
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`No catalogue named ${name}`);
      const file = path.join(SRC, `locales/${language}.json`);
      this.addWatchFile(file);
      const messages = {
        ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>),
      };
      const first = firstLoadFiles();
      const files = storefrontFiles();
      const usedBy = literalTexts(files);
      const sources = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
      // A text no t() literal names (a label from a table) goes where it is quoted, or else with the first load: it
      // may come from anywhere (the shared package, the shop's settings).
      const usersOf = (english: string) =>
        usedBy.get(english) ?? files.filter((file) => sources.get(file)?.includes(`'${english.replace(/'/g, "\\'")}'`));
      const isFirst = (english: string) => {
        if (FIRST_PAGE_VALUES.has(english)) return true;
        const users = usersOf(english);
        return users.length === 0 || users.some((user) => first.has(user));
      };
      const compiled: Record<string, unknown> = {};
      for (const [english, message] of Object.entries(messages)) {
        if (isFirst(english) === isLater) continue;
        try {
          const key = catalogueKey(english);
          if (key in compiled) throw new Error(`${language}.json: "${english}" has the key of another text`);
          compiled[key] = compact(message, parse(message));
        } catch (error) {
          throw new Error(`${language}.json: the translation of "${english}" is no ICU message: ${String(error)}`);
        }
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
