import 'server-only';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Coin artwork from the `cryptocurrency-icons` package (CC0): its colour SVGs, served by the
 * /coin-icons route. Only files the package ships are served: the name is looked up in the
 * folder's listing, never joined from the request.
 */
let files: Map<string, string> | undefined;

/**
 * The package's colour SVG folder: the nearest node_modules from the working directory up. Not
 * `require.resolve`: in the production build the bundler turns it into a module id (a number).
 */
function iconDir(): string | undefined {
  let dir = /* turbopackIgnore: true */ process.cwd();
  for (;;) {
    const candidate = join(/* turbopackIgnore: true */ dir, 'node_modules', 'cryptocurrency-icons', 'svg', 'color');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function iconFiles(): Map<string, string> {
  if (!files) {
    const dir = iconDir();
    const names = dir ? readdirSync(/* turbopackIgnore: true */ dir) : [];
    files = new Map(names.filter((f) => /^[a-z0-9]{1,16}\.svg$/.test(f)).map((f) => [f, join(/* turbopackIgnore: true */ dir ?? '', f)]));
  }
  return files;
}

/** The SVG of `file` (e.g. btc.svg), or undefined when the package has none. */
export function coinIconSvg(file: string): Buffer | undefined {
  const path = iconFiles().get(file);
  return path ? readFileSync(path) : undefined;
}
