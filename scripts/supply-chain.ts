/**
 * The supply-chain check (part of `npm test`'s static suite; `npx tsx scripts/supply-chain.ts`):
 *
 * - every dependency in every package.json (root, apps/*, packages/*) is an exact version, the
 *   one package-lock.json holds, and `overrides` too;
 * - `.npmrc` keeps `save-exact=true` (new dependencies are added exact) and `ignore-scripts=true`
 *   (no package runs code at install time);
 * - package-lock.json is committed, version 3, and every package in it has an integrity hash
 *   (sha512) and comes from the npm registry (a `resolved` address, where the lockfile keeps one,
 *   is https://registry.npmjs.org; no git, file or tarball-URL versions);
 * - no package in it has an install script unless INSTALL_SCRIPTS below names it, at that version,
 *   with what its script does and why the project works without it; and no workspace package has
 *   an install script of its own.
 *
 * A failure prints what is wrong and exits 1.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Packages whose install scripts `ignore-scripts=true` skips, by name@version (a new version is
 * read again before it is listed). Verified: a clean `npm install` with ignore-scripts, then the
 * static and unit suites, and esbuild, @swc/core and @parcel/watcher load from it.
 */
export const INSTALL_SCRIPTS: Readonly<Record<string, string>> = {
  'esbuild@0.28.2':
    'postinstall `node install.js` (tsx, vite): checks the platform binary from the optional @esbuild/<platform> package and, when npm left it out, installs it with npm or downloads its tarball from registry.npmjs.org; it also swaps the bin shim for the binary (speed only). npm installs @esbuild/linux-x64 itself and esbuild finds it at run time.',
  'esbuild@0.25.12': 'postinstall `node install.js` (drizzle-kit): as esbuild@0.28.2.',
  'esbuild@0.18.20': 'postinstall `node install.js` (drizzle-kit via @esbuild-kit/core-utils): as esbuild@0.28.2.',
  '@swc/core@1.16.22':
    "postinstall `node postinstall.js` (next-intl's message extractor, unused at run time): checks that the optional native binding (@swc/core-linux-x64-gnu) loads and, when it does not, runs `npm install @swc/wasm` (a download). npm installs the binding itself.",
  '@parcel/watcher@2.6.0':
    'install `node scripts/build-from-source.js` (next-intl): runs node-gyp only when npm_config_build_from_source=true, otherwise nothing; the prebuilt binary is the optional @parcel/watcher-linux-x64-glibc package.',
};

const EXACT = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const REGISTRY = 'https://registry.npmjs.org/';
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;
const LIFECYCLE = ['preinstall', 'install', 'postinstall', 'prepare'] as const;

export interface PackageJson {
  name?: string;
  scripts?: Record<string, string>;
  overrides?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  hasInstallScript?: boolean;
}

export interface Lockfile {
  lockfileVersion?: number;
  packages?: Record<string, LockEntry>;
}

/** The package name of a lockfile key: `node_modules/a/node_modules/@s/b` → `@s/b`. */
export function lockName(key: string): string {
  return key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** What is wrong with the package.json files (by their folder, '' for the root) against the lockfile. */
export function checkManifests(manifests: Readonly<Record<string, PackageJson>>, lock: Lockfile): string[] {
  const problems: string[] = [];
  const packages = lock.packages ?? {};
  for (const [folder, manifest] of Object.entries(manifests)) {
    const where = folder ? `${folder}/package.json` : 'package.json';
    for (const field of DEPENDENCY_FIELDS) {
      for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
        if (!EXACT.test(spec)) {
          problems.push(`${where}: ${field} ${name} is "${spec}", not an exact version`);
          continue;
        }
        if (field === 'peerDependencies') continue;
        const entry = packages[`${folder ? `${folder}/` : ''}node_modules/${name}`] ?? packages[`node_modules/${name}`];
        const locked = entry?.link && entry.resolved ? packages[entry.resolved]?.version : entry?.version;
        if (locked !== spec) problems.push(`${where}: ${name} is ${spec} but package-lock.json has ${locked ?? 'nothing'} (run npm install)`);
      }
    }
    for (const [name, spec] of Object.entries(manifest.overrides ?? {})) {
      if (typeof spec !== 'string' || !EXACT.test(spec)) problems.push(`${where}: overrides ${name} is ${JSON.stringify(spec)}, not an exact version`);
    }
    for (const script of LIFECYCLE) {
      if (manifest.scripts?.[script] !== undefined) problems.push(`${where}: a "${script}" script runs at install time`);
    }
  }
  return problems;
}

/** What is wrong with package-lock.json: origin, integrity and install scripts of every package. */
export function checkLockfile(lock: Lockfile, allowed: Readonly<Record<string, string>> = INSTALL_SCRIPTS): string[] {
  const problems: string[] = [];
  if (lock.lockfileVersion !== 3) problems.push(`package-lock.json: lockfileVersion ${String(lock.lockfileVersion)}, expected 3`);
  const entries = Object.entries(lock.packages ?? {});
  if (entries.length === 0) problems.push('package-lock.json: no packages');
  for (const [key, entry] of entries) {
    if (key === '') continue;
    if (entry.link) {
      if (!/^(apps|packages)\/[^/]+$/.test(entry.resolved ?? '')) problems.push(`${key}: a link to ${entry.resolved ?? 'nowhere'}, not a workspace`);
      continue;
    }
    if (!key.includes('node_modules/')) continue; // a workspace's own entry
    const id = `${lockName(key)}@${entry.version ?? '?'}`;
    if (!entry.version || !EXACT.test(entry.version)) problems.push(`${key}: version ${entry.version ?? 'missing'} is not a registry version`);
    if (entry.resolved !== undefined && !entry.resolved.startsWith(REGISTRY)) problems.push(`${key}: resolved from ${entry.resolved}, not ${REGISTRY}`);
    if (!entry.integrity?.startsWith('sha512-')) problems.push(`${key}: no sha512 integrity hash`);
    if (entry.hasInstallScript && allowed[id] === undefined) {
      problems.push(
        `${key}: ${id} has an install script: read what it does, then list it in scripts/supply-chain.ts INSTALL_SCRIPTS with why the project works without it`,
      );
    }
  }
  return problems;
}

/** What is wrong with .npmrc's text. */
export function checkNpmrc(text: string): string[] {
  const settings = new Map(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith(';'))
      .map((line) => {
        const eq = line.indexOf('=');
        return [line.slice(0, eq).trim(), line.slice(eq + 1).trim()] as const;
      }),
  );
  return (['save-exact', 'ignore-scripts'] as const).filter((key) => settings.get(key) !== 'true').map((key) => `.npmrc: ${key}=true is missing`);
}

function main(): void {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const read = (path: string): string => readFileSync(join(root, path), 'utf8');
  const rootManifest = JSON.parse(read('package.json')) as PackageJson & { workspaces?: string[] };
  const lock = JSON.parse(read('package-lock.json')) as Lockfile;
  const manifests: Record<string, PackageJson> = { '': rootManifest };
  for (const key of Object.keys(lock.packages ?? {})) {
    if (/^(apps|packages)\/[^/]+$/.test(key)) manifests[key] = JSON.parse(read(`${key}/package.json`)) as PackageJson;
  }
  let npmrc = '';
  try {
    npmrc = read('.npmrc');
  } catch {
    // reported below as missing settings
  }
  const problems = [...checkManifests(manifests, lock), ...checkLockfile(lock), ...checkNpmrc(npmrc)];
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(
    `supply chain: ${Object.keys(manifests).length} package.json files pinned, ${Object.keys(lock.packages ?? {}).length - 1} locked packages from the registry with integrity, install scripts only as listed`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
