import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLockfile, checkManifests, checkNpmrc, lockName, type Lockfile } from './supply-chain';

const ROOT = join(__dirname, '..');

const lock: Lockfile = {
  lockfileVersion: 3,
  packages: {
    '': {},
    'apps/web': { version: '0.0.0' },
    'node_modules/@exchange/web': { resolved: 'apps/web', link: true },
    'node_modules/zod': { version: '4.6.7', integrity: 'sha512-a' },
    'apps/web/node_modules/zod': { version: '4.6.6', integrity: 'sha512-b' },
  },
};

describe('the supply-chain check', () => {
  it('passes the repository as committed', () => {
    const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
    const real = JSON.parse(read('package-lock.json')) as Lockfile;
    expect(checkLockfile(real)).toEqual([]);
    expect(checkNpmrc(read('.npmrc'))).toEqual([]);
    const manifests = Object.fromEntries(
      ['', 'apps/api', 'apps/web', 'packages/contract', 'packages/decimal', 'packages/indicators', 'packages/sites'].map((f) => [
        f,
        JSON.parse(read(f ? `${f}/package.json` : 'package.json')),
      ]),
    );
    expect(checkManifests(manifests, real)).toEqual([]);
  });

  it('refuses a range, a version the lockfile does not hold, a range in overrides, an install-time script', () => {
    const problems = checkManifests(
      {
        '': { devDependencies: { zod: '^4.6.7' }, overrides: { zod: '~4.6.7' } },
        'apps/web': { dependencies: { zod: '4.6.7', '@exchange/web': '*' }, scripts: { postinstall: 'node x.js' } },
      },
      lock,
    );
    expect(problems).toEqual([
      'package.json: devDependencies zod is "^4.6.7", not an exact version',
      'package.json: overrides zod is "~4.6.7", not an exact version',
      'apps/web/package.json: zod is 4.6.7 but package-lock.json has 4.6.6 (run npm install)',
      'apps/web/package.json: dependencies @exchange/web is "*", not an exact version',
      'apps/web/package.json: a "postinstall" script runs at install time',
    ]);
    expect(
      checkManifests({ '': { devDependencies: { zod: '4.6.7' } }, 'apps/web': { dependencies: { zod: '4.6.6', '@exchange/web': '0.0.0' } } }, lock),
    ).toEqual([]);
  });

  it('refuses a package from outside the registry, without integrity, or with an unlisted install script', () => {
    const bad: Lockfile = {
      lockfileVersion: 3,
      packages: {
        '': {},
        'node_modules/a': { version: '1.0.0', resolved: 'https://evil.example/a.tgz', integrity: 'sha512-x' },
        'node_modules/b': { version: '1.0.0' },
        'node_modules/c': { version: 'git+https://github.com/x/c.git', integrity: 'sha512-x' },
        'node_modules/d/node_modules/@s/e': { version: '2.0.0', integrity: 'sha512-x', hasInstallScript: true },
        'node_modules/f': { version: '1.0.0', integrity: 'sha512-x', hasInstallScript: true },
        'node_modules/g': { link: true, resolved: '../outside' },
      },
    };
    const problems = checkLockfile(bad, { 'f@1.0.0': 'reviewed' });
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/node_modules\/a: resolved from https:\/\/evil\.example/);
    expect(problems.join('\n')).toMatch(/node_modules\/b: no sha512 integrity/);
    expect(problems.join('\n')).toMatch(/node_modules\/c: version git\+https/);
    expect(problems.join('\n')).toMatch(/@s\/e@2\.0\.0 has an install script/);
    expect(problems.join('\n')).toMatch(/node_modules\/g: a link to \.\.\/outside/);
    expect(checkLockfile({ lockfileVersion: 2, packages: {} })).toEqual(['package-lock.json: lockfileVersion 2, expected 3', 'package-lock.json: no packages']);
  });

  it('needs save-exact and ignore-scripts in .npmrc', () => {
    expect(checkNpmrc('# x\nsave-exact=true\nignore-scripts = true\n')).toEqual([]);
    expect(checkNpmrc('save-exact=false\n; ignore-scripts=true')).toEqual(['.npmrc: save-exact=true is missing', '.npmrc: ignore-scripts=true is missing']);
  });

  it('names a nested package by its own name', () => {
    expect(lockName('node_modules/a/node_modules/@s/b')).toBe('@s/b');
  });
});
