/**
 * The session start-up (guest login) in progress, so calls that need a token can wait for it. A call made before
 * the start-up has even begun (a component's effect running before the root's, a press kept from before
 * hydration) waits for the first start-up too: it would otherwise go without a token and be told the login expired.
 */
let begin: ((startUp: Promise<void>) => void) | null = null;
let pending: Promise<void> = new Promise<Promise<void>>((resolve) => (begin = resolve)).then((startUp) => startUp);

export const setSessionReady = (promise: Promise<void>) => {
  begin?.(promise);
  begin = null;
  pending = promise;
};
export const sessionReady = () => pending;
