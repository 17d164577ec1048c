// `node bench/ws-fanout.mjs` (also `npm run bench`): market ticks delivered over WebSocket to
// BENCH_WS_CLIENTS (default 500) subscribed clients of one API instance on this machine, for
// BENCH_SECONDS (default 20). Half the clients subscribe to `!all` (a coin panel: every pair of
// the main site, one batch per flush), half to 10 named pairs. Prints figures; asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { log, startServers } from '../scripts/lib.mjs';

const apiPort = Number(process.env.BENCH_API_PORT ?? 4210);
const clients = Number(process.env.BENCH_WS_CLIENTS ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const PAIRS = ['BTC_USDT', 'ETH_USDT', 'SOL_USDT', 'XRP_USDT', 'BNB_USDT', 'DOGE_USDT', 'ADA_USDT', 'TRX_USDT', 'LINK_USDT', 'DOT_USDT'];

const dataDir = mkdtempSync(join(tmpdir(), 'exchange-bench-ws-'));
const servers = await startServers({ apiPort, dataDir, quiet: true, apiOnly: true, apiEnv: { WS_MAX_CONNECTIONS_PER_IP: String(clients + 10) } });
const stats = { messages: 0, tickers: 0, bytes: 0, lags: [], errors: 0, closed: 0 };
const sockets = [];
let measuring = false;
try {
  log(`opening ${clients} WebSocket clients`);
  await Promise.all(
    Array.from({ length: clients }, (_, i) => {
      const ws = new WebSocket(`ws://127.0.0.1:${apiPort}/ws/spot`);
      sockets.push(ws);
      ws.on('message', (data) => {
        if (!measuring) return;
        const text = String(data);
        const message = JSON.parse(text);
        if (message.event !== 'update') return;
        stats.messages += 1;
        stats.bytes += text.length;
        stats.tickers += Array.isArray(message.result) ? message.result.length : 1;
        if (stats.messages % 50 === 0) stats.lags.push(Date.now() - message.time_ms);
      });
      ws.on('error', () => (stats.errors += 1));
      ws.on('close', () => (stats.closed += 1));
      return new Promise((resolve, reject) => {
        ws.once('open', () => {
          ws.send(
            JSON.stringify({ time: Math.floor(Date.now() / 1000), id: i, channel: 'spot.tickers', event: 'subscribe', payload: i % 2 ? PAIRS : ['!all'] }),
          );
          resolve();
        });
        ws.once('error', reject);
      });
    }),
  );
  await new Promise((r) => setTimeout(r, 2000));
  log(`measuring for ${seconds} s`);
  measuring = true;
  const cpuBefore = process.cpuUsage();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const cpu = process.cpuUsage(cpuBefore);
  const lags = stats.lags.sort((a, b) => a - b);
  const pct = (p) => (lags.length ? lags[Math.min(lags.length - 1, Math.floor(lags.length * p))] : NaN);
  console.table([
    {
      clients,
      seconds,
      'messages/s': Math.round(stats.messages / seconds),
      'ticker updates/s': Math.round(stats.tickers / seconds),
      'MiB/s': (stats.bytes / seconds / 1024 / 1024).toFixed(2),
      'lag p50 (ms)': pct(0.5),
      'lag p99 (ms)': pct(0.99),
      'client CPU %': Math.round(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100),
      errors: stats.errors,
      'closed early': stats.closed,
    },
  ]);
} finally {
  for (const ws of sockets) ws.terminate();
  await servers.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
