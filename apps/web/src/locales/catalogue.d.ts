declare module 'virtual:catalogue/*' {
  import type { TCompiledCatalogue } from '../lib/translator';

  const catalogue: TCompiledCatalogue;
  export default catalogue;
}
