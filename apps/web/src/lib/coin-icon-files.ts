import 'server-only';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Coin artwork from the `cryptocurrency-icons` package (CC0): its colour SVGs, served by the
 * /coin-icons route. Only files the package ships are served: the name is looked up in the
 * folder's listing, never joined from the request.
 */
let files: Map<string, string> | undefined;

const ICON_DIR = join('node_modules', 'cryptocurrency-icons', 'svg', 'color');

/**
 * The package's colour SVG folder, found from the working directory up (apps/web, then the
 * workspace root where npm hoists it). Not `require.resolve`: the production bundler replaces it
 * with a module id (a number), which made every icon a 500.
 */
function iconDir(): string | undefined {
  for (let dir = /*turbopackIgnore: true*/ process.cwd(); ; dir = dirname(dir)) {
    const candidate = join(/*turbopackIgnore: true*/ dir, ICON_DIR);
    if (existsSync(/*turbopackIgnore: true*/ candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

function iconFiles(): Map<string, string> {
  if (!files) {
    const dir = iconDir() ?? '';
    files = new Map(
      (dir ? readdirSync(/*turbopackIgnore: true*/ dir) : [])
        .filter((f) => /^[a-z0-9]{1,16}\.svg$/.test(f))
        .map((f) => [f, join(/*turbopackIgnore: true*/ dir, f)]),
    );
  }
  return files;
}

/** The SVG of `file` (e.g. btc.svg), or undefined when the package has none. */
export function coinIconSvg(file: string): Buffer | undefined {
  const path = iconFiles().get(file);
  return path ? readFileSync(/*turbopackIgnore: true*/ path) : undefined;
}
