import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:catalogue/';

/**
 * `import catalogue from 'virtual:catalogue/ar'` gives src/locales/ar.json with each message parsed to its ICU AST
 * at build time (a text without placeholders as its string; decision 101): the browser formats ASTs with intl-messageformat and never loads its parser (the
 * app's build aliases it to the parser-less entry). A message that does not parse fails the build.
 */
export function messageCatalogues(): Plugin {
  return {
    name: 'rihla-message-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`No catalogue named ${language}`);
      const file = path.resolve(import.meta.dirname, `../src/locales/${language}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [english, message] of Object.entries(messages)) {
        try {
          const ast = parse(message);
          // A text without placeholders is kept as its string: the chunk is smaller, and nothing needs formatting.
          const [only] = ast;
          compiled[english] = ast.length === 1 && only?.type === TYPE.literal ? only.value : ast;
        } catch (error) {
          throw new Error(`${language}.json: the translation of "${english}" is no ICU message: ${String(error)}`);
        }
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
