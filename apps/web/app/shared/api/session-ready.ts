/** The session start-up (guest login) in progress, so calls that need a token can wait for it. */
let pending: Promise<void> = Promise.resolve();

export const setSessionReady = (promise: Promise<void>) => {
  pending = promise;
};
export const sessionReady = () => pending;
