/**
 * The video upload of /mine/works (works/upload/media, decision 0051): tus, resumable across dropped connections
 * and reloads (the client keeps each file's upload address under its fingerprint; choosing the same file again
 * continues it), with progress, speed, time left, pause, resume and cancel. Every tus request is signed like any call.
 */
import { WORKS_UPLOAD_PATH } from '@md/contract/client';
import { useEffect, useRef, useState } from 'react';
import { Upload, type HttpRequest } from 'tus-js-client';
import type { ApiClient } from '../../shared/api/client.ts';
import { useTranslation } from '../../shared/i18n/index.ts';

/**
 * Bytes per PATCH: at most 8 MB, so each arrives well within the request timeout on a slow line
 * (docs/operations.md), and at least four per file, so a cut costs at most a quarter of a small one.
 */
const chunkBytes = (size: number) => Math.min(8 * 1024 * 1024, Math.max(256 * 1024, Math.ceil(size / 4)));

type Phase = 'idle' | 'uploading' | 'paused' | 'done' | 'failed';

interface Progress {
  sent: number;
  total: number;
  /** Bytes per second over the last few seconds. */
  speed: number;
}

const pathOf = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return parsed.pathname + parsed.search;
};

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round(bytes)} B`;
}

function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : `${s}s`;
}

/** The refusal's tip: our envelope or tus JSON body when there is one, else the error's text. */
function tipOf(error: Error): string {
  const response = (error as { originalResponse?: { getBody(): string } | null }).originalResponse;
  try {
    const body = response ? (JSON.parse(response.getBody()) as { tip?: string }) : null;
    if (body?.tip) return body.tip;
  } catch {
    // not JSON: fall through
  }
  return error.message;
}

export function UploadPanel({ client, maxBytes, onFinished }: { client: ApiClient; maxBytes: number; onFinished: () => void }) {
  const { t } = useTranslation('works');
  const upload = useRef<Upload | null>(null);
  const samples = useRef<{ at: number; sent: number }[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState<Progress>({ sent: 0, total: 0, speed: 0 });
  const [message, setMessage] = useState('');

  useEffect(() => () => void upload.current?.abort(), []);

  async function choose(file: File) {
    // One upload at a time (a file dropped on the unavailable button would otherwise start a second).
    if (phase === 'uploading' || phase === 'paused') return;
    samples.current = [];
    const next = new Upload(file, {
      endpoint: WORKS_UPLOAD_PATH,
      chunkSize: chunkBytes(file.size),
      retryDelays: [0, 1000, 3000, 5000, 10000],
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, title: file.name.replace(/\.[^.]+$/, '') },
      onBeforeRequest: async (req: HttpRequest) => {
        const method = req.getMethod();
        const headers = await client.headersFor(method, pathOf(req.getURL()), method === 'PATCH');
        for (const [name, value] of Object.entries(headers)) req.setHeader(name, value);
      },
      onProgress: (sent, total) => {
        const now = performance.now();
        const window = [...samples.current, { at: now, sent }].filter((s) => now - s.at < 4000);
        samples.current = window;
        const first = window[0];
        const speed = now > first.at ? ((sent - first.sent) * 1000) / (now - first.at) : 0;
        setProgress({ sent, total, speed });
      },
      onSuccess: () => {
        setPhase('done');
        setMessage(t('finished'));
        onFinished();
      },
      onError: (error) => {
        setPhase('failed');
        setMessage(t('failed', { tip: tipOf(error) }));
        onFinished();
      },
    });
    upload.current = next;
    setProgress({ sent: 0, total: file.size, speed: 0 });
    setMessage('');
    const previous = await next.findPreviousUploads();
    if (previous.length > 0) {
      next.resumeFromPreviousUpload(previous[0]);
      setMessage(t('resumed'));
    }
    setPhase('uploading');
    next.start();
    onFinished();
  }

  function pause() {
    void upload.current?.abort();
    setPhase('paused');
    setMessage(t('paused'));
  }

  function resume() {
    samples.current = [];
    upload.current?.start();
    setPhase('uploading');
    setMessage('');
  }

  async function cancel() {
    const current = upload.current;
    upload.current = null;
    await current?.abort(true).catch(() => undefined);
    setPhase('idle');
    setProgress({ sent: 0, total: 0, speed: 0 });
    setMessage(t('cancelled'));
    onFinished();
  }

  const percent = progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;
  const busy = phase === 'uploading' || phase === 'paused';
  return (
    <section className="works-upload" aria-label={t('upload')} data-testid="works-upload" data-phase={phase}>
      <label className={`works-upload__button${busy ? ' works-upload__button--disabled' : ''}`}>
        {t('upload')}
        <input
          type="file"
          accept="video/*"
          // Unavailable while a file goes up, yet still holding the keyboard's focus (decision 0094): a press opens no
          // picker.
          aria-disabled={busy || undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
          data-testid="works-file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void choose(file);
          }}
        />
      </label>
      <p className="works-upload__hint">{t('uploadHint', { mb: Math.floor(maxBytes / 1024 / 1024) })}</p>
      {busy || phase === 'done' ? (
        <div className="works-upload__progress">
          <progress max={100} value={percent} aria-label={t('progressLabel')} data-testid="works-progress" data-sent={progress.sent} />
          <p>
            <span data-testid="works-percent">{t('progress', { percent })}</span>
            {phase === 'uploading' && progress.speed > 0 ? (
              <>
                {' · '}
                <span>{t('speed', { speed: formatBytes(progress.speed) })}</span>
                {' · '}
                <span>{t('timeLeft', { time: formatSeconds((progress.total - progress.sent) / progress.speed) })}</span>
              </>
            ) : null}
          </p>
          {busy ? (
            <div className="works-upload__actions">
              {phase === 'uploading' ? (
                <button type="button" onClick={pause}>
                  {t('pause')}
                </button>
              ) : (
                <button type="button" onClick={resume}>
                  {t('resume')}
                </button>
              )}
              <button type="button" onClick={() => void cancel()}>
                {t('cancel')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      <p role="status" className={`works-upload__message${phase === 'failed' ? ' works-upload__message--failed' : ''}`} data-testid="works-message">
        {message}
      </p>
    </section>
  );
}

/**
 * The panel's place while the caller's upload allowance is on its way: the same box, the button not yet usable, so
 * the list below does not move when the panel comes (decision 0084).
 */
export function UploadPanelStandIn() {
  const { t } = useTranslation('works');
  return (
    <section className="works-upload" aria-label={t('upload')} aria-busy="true">
      {/* Drawn as the button will be (a paler one failed the contrast check while it showed); usable once it is. */}
      <span className="works-upload__button">{t('upload')}</span>
      <p className="works-upload__hint">{t('uploadHint', { mb: '–' })}</p>
      <p className="works-upload__message" />
    </section>
  );
}
