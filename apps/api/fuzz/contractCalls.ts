import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnyCall } from '@exchange/contract/define';

/** packages/contract/src, where every call is declared with `defineCall`. */
const CONTRACT_SRC = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url));

export interface ContractCall {
  /** the contract module (file name without `.ts`) */
  module: string;
  /** the export's name */
  name: string;
  call: AnyCall;
}

function isCall(value: unknown): value is AnyCall {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'request' in value && 'answer' in value && 'fallback' in value;
}

/** Every contract module (tests aside), by file name without `.ts`. */
export function contractModules(): string[] {
  return readdirSync(CONTRACT_SRC)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** Every call the contract modules export, each once (a call exported under two names counts once). */
export async function contractCalls(): Promise<ContractCall[]> {
  const seen = new Set<AnyCall>();
  const out: ContractCall[] = [];
  for (const module of contractModules()) {
    const exports = (await import(`@exchange/contract/${module}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (!isCall(value) || seen.has(value)) continue;
      seen.add(value);
      out.push({ module, name, call: value });
    }
  }
  return out;
}

/** How many calls a module's source declares (`defineCall(` or `defineCall<…>(`), exported or not. */
export function declaredCallCount(module: string): number {
  const source = readFileSync(`${CONTRACT_SRC}${module}.ts`, 'utf8');
  // not define.ts's own `function defineCall<…>(`
  return source.match(/(?<!function )\bdefineCall(<[^>]*>)?\(/g)?.length ?? 0;
}
