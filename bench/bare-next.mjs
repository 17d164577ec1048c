// The yardstick for first-load JavaScript: a bare Next.js page (one server component, no client
// code of ours) built with the project's own Next and React, served by `next start`. The issue's
// budget: the home page stays within 1.15× of it.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, log, run } from '../scripts/lib.mjs';

const NEXT = join(ROOT, 'node_modules/.bin/next');

/** Builds the bare app, serves it on `port`, hands its URL to `measure`, then removes it. */
export async function withBareNext(port, measure) {
  // inside the repository, so Next resolves the workspace's own next and react (Turbopack does not
  // follow a symlinked node_modules out of its root)
  const dir = join(ROOT, 'bench', '.bare-next');
  rmSync(dir, { recursive: true, force: true });
  try {
    mkdirSync(join(dir, 'app'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true, type: 'module' }));
    writeFileSync(
      join(dir, 'app/layout.tsx'),
      'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
    );
    writeFileSync(join(dir, 'app/page.tsx'), 'export default function Page() {\n  return <main><h1>Hello</h1></main>;\n}\n');
    // the same page rendered on every request (`connection()` opts out of prerendering): the
    // yardstick for a dynamic server render, where the static page above is only a file sent
    mkdirSync(join(dir, 'app/dynamic'), { recursive: true });
    writeFileSync(
      join(dir, 'app/dynamic/page.tsx'),
      "import { connection } from 'next/server';\n\nexport default async function Page() {\n  await connection();\n  return <main><h1>Hello</h1></main>;\n}\n",
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          jsx: 'preserve',
          strict: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          target: 'es2022',
          lib: ['dom', 'esnext'],
          skipLibCheck: true,
          noEmit: true,
          esModuleInterop: true,
          isolatedModules: true,
          plugins: [{ name: 'next' }],
        },
        include: ['**/*.ts', '**/*.tsx'],
      }),
    );
    log('building a bare Next page for the first-load JS yardstick');
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
    if ((await run(NEXT, ['build'], { cwd: dir, env })) !== 0) throw new Error('bare Next build failed');
    const server = spawn(NEXT, ['start', '-p', String(port)], { cwd: dir, env: { ...env, NODE_ENV: 'production' }, stdio: 'ignore' });
    try {
      for (let i = 0; i < 100; i += 1) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      return await measure(`http://localhost:${port}/`);
    } finally {
      server.kill('SIGTERM');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
