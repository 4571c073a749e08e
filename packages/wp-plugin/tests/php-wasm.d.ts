// @php-wasm/node-7-4 ships no types: the one function the lint uses.
declare module '@php-wasm/node-7-4' {
  import type { PHPLoaderModule } from '@php-wasm/universal';
  export function getPHPLoaderModule(): Promise<PHPLoaderModule>;
}
