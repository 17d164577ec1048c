// Lint for every workspace (npm run lint, part of npm test): typescript-eslint strict, Next's rules
// (react, react-hooks, import, core web vitals), jsx-a11y's recommended set, and the house rules
// (docs/ARCHITECTURE.md): features never import each other, src/lib never imports a feature, lib/ui
// imports nothing above it, lib/market and lib/search stand apart, `@/` instead of `../` chains;
// in the API, its layers (routes → domain → db, the market engine below the routes, the service
// apart from its test helpers). Formatting is Prettier's.
import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web';

/** `../other-feature/…` from inside a feature, or `…/features/…` (`@/features/…`) from anywhere in src/. */
const crossFeature = {
  regex: String.raw`^\.\./(?!\.\./)[^/]+/|(^|/)features/`,
  message: 'Features do not import each other: move what both need to src/lib, or compose them in the layout or route (docs/ARCHITECTURE.md).',
};
/** Inside src/, a module outside the importer's own folder is reached through `@/`, never a `../` chain (the catalogs and the e2e corpus excepted). */
const climbing = {
  regex: String.raw`^\.\./(?!(\.\./)*(messages/[a-z-]+\.json|e2e/))`,
  message: "Import from another folder of src/ through the alias: '@/lib/<domain>/<module>' rather than '../'.",
};
/**
 * The client islands that only some pages render come through their feature's `islands.tsx`
 * (next/dynamic), never a static import: a static import from any server component puts the island
 * in the layout's shared chunk, which every page (a guest's home included) then loads. The modules
 * guarded are the ones those files import, read from them.
 */
const FEATURES = join(dirname(fileURLToPath(import.meta.url)), WEB, 'src/features');
const islandModules = readdirSync(FEATURES)
  .map((feature) => join(FEATURES, feature, 'islands.tsx'))
  .filter((file) => existsSync(file))
  .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/import\('\.\/(\w+)'\)/g)].map((match) => match[1]));
const lazyIsland = {
  regex: `/(${[...new Set(islandModules)].join('|')})$`,
  allowTypeImports: true,
  message: "Import this island from its feature's islands.tsx (next/dynamic): a static import puts it in every page's first-load chunk.",
};
const libImportsFeature = {
  regex: String.raw`(^|/)features/`,
  message: 'src/lib is shared by features and must not depend on one (docs/ARCHITECTURE.md).',
};
/** lib/ui is the bottom of the web app: the UI kit imports nothing else of src/ (packages and libraries only). */
const uiImportsAbove = {
  regex: String.raw`^@/(?!lib/ui/)`,
  message: 'lib/ui is the UI kit at the bottom: it imports nothing else of src/ (a component that needs a domain belongs to that domain).',
};
/** lib/market (the market data) and lib/search (ranking, page search) stand apart: lib/coin-search composes them. */
const marketImportsSearch = {
  regex: String.raw`^@/lib/(search|coin-search)/`,
  message: 'lib/market does not import lib/search (nor lib/coin-search, which builds on it): the coin search composes the two.',
};
const searchImportsMarket = {
  regex: String.raw`^@/lib/(market|coin-search)/`,
  message: 'lib/search does not import lib/market: it ranks any rows; lib/coin-search composes the two.',
};

const API = 'apps/api/src';

/**
 * The API's layers (docs/ARCHITECTURE.md "API"): routes → domain → db, the market engine
 * (market/) below the routes, the seed (seed/) beside them, writing through the domain. Imports
 * are relative, so each rule names the folders a file may not reach with `../`; a module's tests
 * beside it are left out (they set up rows and servers through every layer).
 */
const apiNoTestHelpers = {
  regex: String.raw`^(\.\./)+(test|fuzz)(/|$)`,
  message: 'src/ is the service: its test helpers (apps/api/test) and fuzzers (apps/api/fuzz) stay outside it.',
};
const apiDbIsTheBottom = {
  regex: String.raw`^\.\./`,
  message: 'db/ is the bottom layer (schema, client, paging): it imports nothing of the domain, the market, the routes, http or the seed.',
};
const apiDomainBelowRoutes = {
  regex: String.raw`^(\.\./)+(routes|market|http|seed)(/|$)`,
  message:
    'The domain imports no routes, market engine, http or seed: what the market and the domain share lives in the domain (domain/prices.ts), what reads a request in http/ or the route.',
};
const apiMarketBelowRoutes = {
  regex: String.raw`^(\.\./)+routes(/|$)`,
  message: 'The market engine never imports the routes: move what both need to the domain or the site table.',
};
const apiSeedThroughTheDomain = {
  regex: String.raw`^(\.\./)+(routes|market|http)(/|$)`,
  message: 'The seed writes demo rows through the domain and db/: it imports no routes, market engine or http.',
};
const apiRoutesAreHttpOnly = {
  regex: String.raw`^(\.\./)+(db|seed)(/|$)|^\./`,
  message: 'Routes are HTTP only and never import each other: the queries and the rules go to domain/, what routes share of a request to http/.',
};
const apiLayer = (folder, patterns, paths = []) => ({
  files: [`${API}/${folder}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: { 'no-restricted-imports': ['error', { paths, patterns: [apiNoTestHelpers, ...patterns] }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/next-env.d.ts',
      'apps/api/data/**',
      'apps/api/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...nextVitals.map((config) => ({ ...config, files: [`${WEB}/**/*.{ts,tsx,mjs}`] })),
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    settings: { next: { rootDir: WEB } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: [`${WEB}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbing] }] },
  },
  {
    files: [`${WEB}/src/features/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbing, crossFeature, lazyIsland] }] },
  },
  {
    files: [`${WEB}/app/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [lazyIsland] }] },
  },
  {
    files: [`${WEB}/src/lib/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbing, libImportsFeature] }] },
  },
  {
    files: [`${WEB}/src/lib/ui/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbing, libImportsFeature, uiImportsAbove] }] },
  },
  {
    files: [`${WEB}/src/lib/market/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbing, libImportsFeature, marketImportsSearch] }] },
  },
  {
    files: [`${WEB}/src/lib/search/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbing, libImportsFeature, searchImportsMarket] }] },
  },
  {
    // a chunk that fails to load must not take the page down: every lazy loader goes through loadIsland
    files: [`${WEB}/src/**/*.{ts,tsx}`, `${WEB}/app/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='dynamic'] > ArrowFunctionExpression:first-child:not([body.callee.name='loadIsland'])",
          message: "Load it through loadIsland (src/lib/islands/failed-island.tsx): dynamic(() => loadIsland('Name', import('./Name').then((m) => m.Name))).",
        },
        {
          selector:
            "CallExpression[callee.name=/^(dynamic|lazy)$/] > :first-child:not(ArrowFunctionExpression), CallExpression[callee.property.name='lazy'] > :first-child:not(ArrowFunctionExpression)",
          message:
            "Write the loader inline as an arrow through loadIsland (src/lib/islands/failed-island.tsx): dynamic(() => loadIsland('Name', import('./Name').then((m) => m.Name))).",
        },
        {
          selector:
            "CallExpression[callee.name='lazy'] > ArrowFunctionExpression:first-child:not([body.callee.object.callee.name='loadIsland']), CallExpression[callee.property.name='lazy'] > ArrowFunctionExpression:first-child:not([body.callee.object.callee.name='loadIsland'])",
          message: 'Load it through loadIsland (src/lib/islands/failed-island.tsx), as ChatroomLauncher.tsx does.',
        },
        {
          selector:
            "ImportSpecifier[imported.name='lazy'][local.name!='lazy'], ImportDefaultSpecifier[local.name!='dynamic'][parent.source.value='next/dynamic']",
          message: 'Keep the names lazy and dynamic: the rule that every loader goes through loadIsland reads them.',
        },
      ],
    },
  },
  {
    // one live layer (docs/ARCHITECTURE.md "Live data"): only src/lib/live opens a WebSocket; features subscribe through it
    files: [`${WEB}/src/**/*.{ts,tsx}`, `${WEB}/app/**/*.{ts,tsx}`],
    ignores: [`${WEB}/src/lib/live/**`],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'WebSocket', message: 'Only src/lib/live opens sockets: subscribe through its LiveSocket (lib/live/live-sockets.ts).' },
      ],
    },
  },
  {
    files: [`${API}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiNoTestHelpers] }] },
  },
  {
    // the shared packages sit under both apps: they import neither
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^@exchange/(web|api)(/|$)|(^|/)apps/`,
              message: 'A package sits under both apps and imports neither: move what both need into a package.',
            },
          ],
        },
      ],
    },
  },
  apiLayer('db', [apiDbIsTheBottom]),
  apiLayer('domain', [apiDomainBelowRoutes]),
  apiLayer('market', [apiMarketBelowRoutes]),
  apiLayer('seed', [apiSeedThroughTheDomain]),
  apiLayer('routes', [apiRoutesAreHttpOnly], [{ name: 'drizzle-orm', message: 'Routes are HTTP only: the queries go to domain/.' }]),
  {
    // tests may assert what they just checked exists
    files: ['**/*.test.{ts,tsx}', '**/e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: [`${WEB}/public/sw.js`],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'bench/**'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  prettier,
);
