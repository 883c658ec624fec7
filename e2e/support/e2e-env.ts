/**
 * The server under test: its own keys (so the keys really flow from the server's environment to the page), and
 * NODE_ENV cleared so Vitest's "test" does not leak in (the server then renders with React's production build).
 */
export const E2E_ENV = {
  NODE_ENV: '',
  API_SIGN_SECRET: 'e2e-sign-secret-0123456789',
  API_DATA_KEY: Buffer.alloc(32, 9).toString('base64'),
  IMAGE_XOR_KEY: 'e2e-image-key',
  MEDIA_URL_SECRET: 'e2e-media-url-secret-0123456789',
  /** SMS codes also go to DATA_DIR/sms-inbox.jsonl, which the phone tests read (never in production: decision 0035). */
  SMS_PROVIDER: 'inbox',
  /** A number gets a bind code, then a sign-in code seconds later in another browser. */
  SMS_RESEND_SECONDS: '1',
  /** Uploaded works are transcoded as fast as ffmpeg can (tiny clips; the machine is shared). */
  TRANSCODE_PRESET: 'ultrafast',
  /**
   * One encoder thread at the others' priority. A test clip costs ffmpeg about eight CPU-seconds in all (three
   * levels, previews, covers); at the lowest priority it was starved whenever the browser files kept both cores busy
   * (works-post, works-s3 and creator gave up waiting for the transcode in loaded runs), and a fair share of those
   * seconds slows no other file measurably.
   */
  TRANSCODE_THREADS: '1',
  TRANSCODE_NICE: '0',
  WORKER_POLL_MS: '500',
};
