/**
 * ffprobe and ffmpeg for uploaded works (decision 0051): the probe that decides whether a file is a video (its
 * content, never its name), and the transcode into the HLS ladder of lib/hls-ladder.ts, a seek-preview sprite and
 * a cover. Output is written into a folder beside the target and renamed into place at the end, so a failure
 * leaves nothing half-written.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WORK_COVER_FRAMES } from '@md/contract';
import { AUDIO_RATE, HLS_LADDER, HLS_SEGMENT_SECONDS, SPRITE_LAYOUT, type LadderLevel } from '../../lib/hls-ladder.ts';

export interface Tools {
  ffmpeg: string;
  ffprobe: string;
  /** x264 preset: veryfast as the demo clips; tests may use ultrafast. */
  preset: string;
  /** Encoder threads (0: ffmpeg's choice, every core). */
  threads?: number;
  /** Scheduling priority the tools run at (0-19): an inline worker shares the machine with the server. */
  nice?: number;
}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: readonly string[], onStdout?: (chunk: string) => void, signal?: AbortSignal, nice = 0): Promise<RunResult> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
    if (nice > 0 && child.pid !== undefined) {
      try {
        os.setPriority(child.pid, nice);
      } catch {
        // not allowed here (or already gone): it runs at the server's priority
      }
    }
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.length > 1_000_000) stdout = stdout.slice(-100_000);
      onStdout?.(chunk);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8000);
    });
    child.on('error', (error) => resolve({ code: null, stdout, stderr: String(error) }));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const availability = new Map<string, Promise<boolean>>();

/** Whether both tools run (checked once per process and path pair). */
export function toolsAvailable(tools: Tools): Promise<boolean> {
  const key = `${tools.ffmpeg}\0${tools.ffprobe}`;
  let known = availability.get(key);
  if (!known) {
    known = Promise.all([run(tools.ffmpeg, ['-version']), run(tools.ffprobe, ['-version'])]).then(([a, b]) => a.code === 0 && b.code === 0);
    availability.set(key, known);
  }
  return known;
}

export interface Probe {
  duration: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/** What ffprobe reads in the file, or null when it holds no decodable video stream with a duration. */
export async function probeVideo(tools: Tools, file: string): Promise<Probe | null> {
  const result = await run(tools.ffprobe, ['-v', 'error', '-show_entries', 'format=duration,format_name:stream=codec_type,width,height', '-of', 'json', file]);
  if (result.code !== 0) return null;
  try {
    const parsed = JSON.parse(result.stdout) as { format?: { duration?: string; format_name?: string }; streams?: { codec_type?: string; width?: number; height?: number }[] };
    const video = parsed.streams?.find((s) => s.codec_type === 'video' && (s.width ?? 0) > 0);
    const duration = Number(parsed.format?.duration);
    // Still pictures probe as one-frame "video" (image2, png_pipe…): a work must have a duration.
    if (!video || !Number.isFinite(duration) || duration <= 0 || /image2|_pipe$/.test(parsed.format?.format_name ?? '')) return null;
    return { duration, width: video.width!, height: video.height!, hasAudio: Boolean(parsed.streams?.some((s) => s.codec_type === 'audio')) };
  } catch {
    return null;
  }
}

export class TranscodeError extends Error {}

/**
 * Cuts `input` into `outDir`: index.m3u8 with one playlist per ladder level, sprite.jpg (SPRITE_LAYOUT), cover.jpg,
 * and up to WORK_COVER_FRAMES candidate cover frames `frames/0.jpg`… spread over the video (decision 0068).
 * `onProgress` hears whole percents of the ladder's encode.
 */
export async function transcodeToLadder(
  tools: Tools,
  input: string,
  outDir: string,
  probe: Probe,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
  /** The levels to cut: the whole ladder (a benchmark times one level at a time). */
  ladder: readonly LadderLevel[] = HLS_LADDER,
): Promise<void> {
  const work = `${outDir}.part`;
  await fs.rm(work, { recursive: true, force: true });
  await fs.mkdir(work, { recursive: true });
  try {
    const count = ladder.length;
    let filter = `[0:v]split=${count}${ladder.map((_, i) => `[s${i}]`).join('')}`;
    // One output per level (not -var_stream_map, which ffmpeg before 4.2, as the bundled one, cannot name and
    // crashes on): each level's own folder and playlist; the master playlist is written after, from what came out.
    const outputs: string[] = [];
    ladder.forEach((level, i) => {
      filter += `;[s${i}]scale=-2:${level.height}:flags=lanczos[v${i}]`;
      outputs.push(
        '-map', `[v${i}]`, ...(probe.hasAudio ? ['-map', '0:a:0'] : []),
        '-c:v', 'libx264', '-profile:v', 'main', '-preset', tools.preset, '-b:v', level.videoRate, '-maxrate', level.videoRate, '-bufsize', level.videoRate,
        ...(tools.threads ? ['-threads', String(tools.threads)] : []),
        '-g', '50', '-keyint_min', '50', '-sc_threshold', '0', '-pix_fmt', 'yuv420p',
        ...(probe.hasAudio ? ['-c:a', 'aac', '-b:a', AUDIO_RATE, '-ac', '1'] : []),
        '-f', 'hls', '-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments',
        '-hls_segment_filename', path.join(work, level.name, 'seg_%03d.ts'), path.join(work, level.name, 'index.m3u8'),
      );
    });
    await Promise.all(ladder.map((level) => fs.mkdir(path.join(work, level.name), { recursive: true })));
    let last = -1;
    const total = probe.duration * 1_000_000;
    const result = await run(
      tools.ffmpeg,
      [
        '-hide_banner', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-y', '-i', input,
        '-filter_complex', filter, ...outputs,
      ],
      (chunk) => {
        for (const match of chunk.matchAll(/out_time_us=(\d+)/g)) {
          const percent = Math.min(99, Math.floor((Number(match[1]) / total) * 100));
          if (percent > last) onProgress((last = percent));
        }
      },
      signal,
      tools.nice,
    );
    signal?.throwIfAborted();
    if (result.code !== 0) throw new TranscodeError(lastLine(result.stderr) || 'ffmpeg failed');
    await writeMaster(work, probe, ladder);
    const first = path.join(work, ladder[0].name, 'index.m3u8');
    const { picNum, col, row, width, height } = SPRITE_LAYOUT;
    const sprite = await run(tools.ffmpeg, [
      '-hide_banner', '-loglevel', 'error', '-y', '-i', first,
      '-vf', `fps=${picNum}/${probe.duration},scale=${width}:${height},tile=${col}x${row}`, '-frames:v', '1', '-q:v', '6', path.join(work, 'sprite.jpg'),
    ], undefined, signal, tools.nice);
    if (sprite.code !== 0) throw new TranscodeError(lastLine(sprite.stderr) || 'sprite failed');
    const cover = await run(tools.ffmpeg, [
      '-hide_banner', '-loglevel', 'error', '-y', '-ss', String(Math.min(1, probe.duration / 2)), '-i', input,
      '-frames:v', '1', '-vf', 'scale=-2:360', '-q:v', '4', path.join(work, 'cover.jpg'),
    ], undefined, signal, tools.nice);
    if (cover.code !== 0) throw new TranscodeError(lastLine(cover.stderr) || 'cover failed');
    await takeCoverFrames(tools, input, path.join(work, COVER_FRAMES_DIR), probe.duration, signal);
    await fs.rm(outDir, { recursive: true, force: true });
    await fs.rename(work, outDir);
    onProgress(100);
  } catch (error) {
    await fs.rm(work, { recursive: true, force: true });
    throw error;
  }
}

/** The folder of the candidate cover frames in a transcode's output. */
export const COVER_FRAMES_DIR = 'frames';

/**
 * Candidate cover frames at the middles of WORK_COVER_FRAMES equal spans of the video, as `0.jpg`, `1.jpg`…: one
 * ffmpeg run seeking the input once per frame. Should that fail (a seek finding no frame, at the end of an odd
 * file), one run per frame, with no gaps: a frame that cannot be taken is left out and the rest renumbered.
 */
async function takeCoverFrames(tools: Tools, input: string, dir: string, duration: number, signal?: AbortSignal) {
  await fs.mkdir(dir, { recursive: true });
  const times = Array.from({ length: WORK_COVER_FRAMES }, (_, i) => ((duration * (i + 0.5)) / WORK_COVER_FRAMES).toFixed(3));
  const picture = ['-frames:v', '1', '-vf', 'scale=-2:360', '-q:v', '4'];
  const all = await run(tools.ffmpeg, [
    '-hide_banner', '-loglevel', 'error', '-y',
    ...times.flatMap((at) => ['-ss', at, '-i', input]),
    ...times.flatMap((_, i) => ['-map', `${i}:v:0`, ...picture, path.join(dir, `${i}.jpg`)]),
  ], undefined, signal, tools.nice);
  signal?.throwIfAborted();
  const sizes = await Promise.all(times.map((_, i) => fs.stat(path.join(dir, `${i}.jpg`)).then((s) => s.size, () => 0)));
  if (all.code === 0 && sizes.every((size) => size > 0)) return;
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(dir, { recursive: true });
  let kept = 0;
  for (let i = 0; i < WORK_COVER_FRAMES; i++) {
    const at = (duration * (i + 0.5)) / WORK_COVER_FRAMES;
    const file = path.join(dir, `${kept}.jpg`);
    const frame = await run(tools.ffmpeg, [
      '-hide_banner', '-loglevel', 'error', '-y', '-ss', at.toFixed(3), '-i', input,
      '-frames:v', '1', '-vf', 'scale=-2:360', '-q:v', '4', file,
    ], undefined, signal, tools.nice);
    signal?.throwIfAborted();
    const size = await fs.stat(file).then((s) => s.size, () => 0);
    if (frame.code === 0 && size > 0) kept++;
    else await fs.rm(file, { force: true });
  }
  if (kept === 0) throw new TranscodeError('no cover frames could be taken');
}

/** Bits per second of an ffmpeg rate such as '170k'. */
const bitsOf = (rate: string) => Number.parseFloat(rate) * (rate.endsWith('k') ? 1000 : rate.endsWith('M') ? 1_000_000 : 1);

/**
 * The master playlist, as ffmpeg's own would be: per level its bandwidth (the rates plus 10 % for the container),
 * its resolution (scale=-2:h keeps the aspect on an even width, as ffmpeg computes it), its codecs (H.264 Main at
 * the level x264 picks for the size, AAC-LC) and its playlist. Nothing is probed: the bundled ffprobe cannot read
 * MPEG-TS.
 */
async function writeMaster(work: string, probe: Probe, ladder: readonly LadderLevel[]) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6'];
  for (const level of ladder) {
    const width = Math.round((level.height * probe.width) / (probe.height * 2)) * 2;
    const bandwidth = Math.round((bitsOf(level.videoRate) + (probe.hasAudio ? bitsOf(AUDIO_RATE) : 0)) * 1.1);
    const avc = `avc1.4d40${(level.height <= 480 ? 30 : level.height <= 720 ? 31 : 40).toString(16)}`;
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${width}x${level.height},CODECS="${probe.hasAudio ? `${avc},mp4a.40.2` : avc}"`, `${level.name}/index.m3u8`, '');
  }
  await fs.writeFile(path.join(work, 'index.m3u8'), lines.join('\n'));
}

function lastLine(text: string): string {
  return text.trim().split('\n').at(-1)?.slice(0, 300) ?? '';
}
