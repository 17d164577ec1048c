// wrk (https://github.com/wg/wrk, Debian's `wrk` package) as a load client: a C client on epoll that
// keeps up where autocannon's single JavaScript thread cannot (at ~440 answers/s of 140 KiB it is
// autocannon, not the API, that is busy; docs/SCALING.md). Optional: used when on the PATH.
import { execFile, spawnSync } from 'node:child_process';

/** Whether `wrk` can be run here. */
export function hasWrk() {
  const probe = spawnSync('wrk', ['-v'], { encoding: 'utf8' });
  return probe.error === undefined && /wrk/.test(`${probe.stdout}${probe.stderr}`);
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A wrk duration ("850.00us", "5.51ms", "1.02s") in milliseconds, or null. */
export function wrkMs(text) {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text ?? '');
  return match ? Number(match[1]) * UNIT_MS[match[2]] : null;
}

/**
 * The figures of one `wrk --latency` run's output: requests per second, p50/p99 latency (ms),
 * requests, KiB read per answer (headers included), socket errors (connect + read + write + timeout; timeouts also apart) and answers
 * other than 2xx/3xx. Throws when the output has no request rate (wrk failed).
 */
export function parseWrk(output) {
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!rate) throw new Error(`wrk printed no request rate:\n${output}`);
  const percentile = (p) => wrkMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1]);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const [connect, readErrors, write, timeout] = socket ? socket.slice(1).map(Number) : [0, 0, 0, 0];
  // wrk prints bytes with binary prefixes (format_binary: 1024)
  const read = /requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB|TB) read/.exec(output);
  const bytes = read ? Number(read[1]) * 1024 ** ['B', 'KB', 'MB', 'GB', 'TB'].indexOf(read[2]) : 0;
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  return {
    requestsPerSecond: Math.round(Number(rate[1])),
    p50: percentile(50),
    p99: percentile(99),
    requests,
    kibPerAnswer: requests > 0 ? Math.round(bytes / requests / 1024) : 0,
    errors: connect + readErrors + write + timeout,
    timeouts: timeout,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}

/** Runs wrk (one thread: the machine's other core serves) and resolves to parseWrk's figures. */
export function runWrk(url, { connections, seconds, headers = {} }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    execFile('wrk', [...args, url], { encoding: 'utf8' }, (error, stdout) => {
      if (error) return reject(error);
      try {
        resolve(parseWrk(stdout));
      } catch (parseError) {
        reject(parseError);
      }
    });
  });
}
