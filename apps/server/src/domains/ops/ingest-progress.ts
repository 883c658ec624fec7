/**
 * What `ops ingest` shows while it works (decision 0063): on a terminal, two bars (cli-progress) — the file under
 * way in percent and the whole run in files — with one line per finished file above them; elsewhere (a log, a
 * pipe) plain lines: each file's start and end, and its percent every quarter.
 */
import cliProgress from 'cli-progress';
import { terminalText } from './command.ts';

export interface IngestProgress {
  start(total: number): void;
  /** File `index` (from 1) of the run begins. */
  file(index: number, name: string): void;
  percent(value: number): void;
  /** The file is done: one line saying how. */
  done(line: string): void;
  stop(): void;
}

export const silentProgress: IngestProgress = { start() {}, file() {}, percent() {}, done() {}, stop() {} };

/** Plain lines, for a stream that is not a terminal (and for tests that read them). */
export function lineProgress(write: (line: string) => void): IngestProgress {
  let total = 0;
  let current = '';
  let shown = 0;
  return {
    start(count) {
      total = count;
    },
    file(index, name) {
      current = `[${index}/${total}] ${terminalText(name, 120)}`;
      shown = 0;
      write(`${current} …`);
    },
    percent(value) {
      const quarter = Math.floor(value / 25) * 25;
      if (quarter > shown && quarter < 100) write(`${current} ${(shown = quarter)}%`);
    },
    done(line) {
      write(line);
    },
    stop() {},
  };
}

/** Two bars on a terminal. */
export function barProgress(stream: NodeJS.WriteStream): IngestProgress {
  const bars = new cliProgress.MultiBar(
    { stream, format: ' {bar} {percentage}% | {label}', barsize: 30, hideCursor: true, clearOnComplete: false, fps: 5 },
    cliProgress.Presets.shades_classic,
  );
  let overall: cliProgress.SingleBar | null = null;
  let current: cliProgress.SingleBar | null = null;
  let total = 0;
  let finished = 0;
  return {
    start(count) {
      total = count;
      overall = bars.create(count, 0, { label: `0/${count} files` });
    },
    file(index, name) {
      if (current) bars.remove(current);
      current = bars.create(100, 0, { label: `${index}/${total} ${terminalText(name, 60)}` });
    },
    percent(value) {
      current?.update(value);
    },
    done(line) {
      current?.update(100);
      overall?.update(++finished, { label: `${finished}/${total} files` });
      bars.log(`${line}\n`);
    },
    stop() {
      if (current) bars.remove(current);
      bars.stop();
    },
  };
}

/** Bars when `stream` is a terminal, plain lines otherwise. */
export function progressFor(stream: NodeJS.WriteStream): IngestProgress {
  return stream.isTTY ? barProgress(stream) : lineProgress((line) => stream.write(`${line}\n`));
}
