// One run of wrk (`apt-get install wrk`) for the benches: its own latency percentiles and rate.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface WrkFigures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

/**
 * `wrk -t1 -c<connections> -d<seconds>s` on one address with the given request headers; latency
 * percentiles in ms and requests per second. A non-2xx answer fails the run.
 */
export async function runWrk(
  url: string,
  headers: Record<string, string>,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<WrkFigures> {
  const script = path.join(os.tmpdir(), `caredesk-wrk-${process.pid}.lua`);
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join('\n');
  fs.writeFileSync(
    script,
    `${headerLines}
done = function(summary, latency, requests)
  io.write(string.format("RESULT %f %f %f %d %d %d\\n", latency:percentile(50) / 1000,
    latency:percentile(95) / 1000, latency:percentile(99) / 1000, summary.requests,
    summary.duration, summary.errors.status))
end
`,
  );
  const output = await new Promise<string>((resolve, reject) =>
    execFile('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', script, url], (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    ),
  );
  const line = output.split('\n').find((text) => text.startsWith('RESULT '));
  if (!line) throw new Error(`wrk gave no result for ${url}:\n${output}`);
  const [p50, p95, p99, requests, micros, errors] = line.split(' ').slice(1).map(Number) as number[];
  if (errors! > 0) throw new Error(`${url}: ${errors} answers were not 2xx`);
  return { p50: p50!, p95: p95!, p99: p99!, rps: requests! / (micros! / 1_000_000) };
}
