import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Coin artwork from the `cryptocurrency-icons` package (CC0): its colour SVGs, served by the
 * /coin-icons route. Only files the package ships are served: the name is looked up in the
 * folder's listing, never joined from the request.
 */
let files: Map<string, string> | undefined;

function iconFiles(): Map<string, string> {
  if (!files) {
    const dir = join(dirname(createRequire(import.meta.url).resolve('cryptocurrency-icons/package.json')), 'svg', 'color');
    files = new Map(
      readdirSync(dir)
        .filter((f) => /^[a-z0-9]{1,16}\.svg$/.test(f))
        .map((f) => [f, join(dir, f)]),
    );
  }
  return files;
}

/** The SVG of `file` (e.g. btc.svg), or undefined when the package has none. */
export function coinIconSvg(file: string): Buffer | undefined {
  const path = iconFiles().get(file);
  return path ? readFileSync(path) : undefined;
}
