/**
 * Fatal and unhandled errors show the error page (spec section 8). Failed API calls are not fatal: the request
 * layer already told the user.
 */
import { useEffect, useState } from 'react';
import { isApiCallError } from '../api/errors.ts';

export function useFatalError(): Error | null {
  const [fatal, setFatal] = useState<Error | null>(null);
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (event.error instanceof Error) setFatal(event.error);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isApiCallError(event.reason)) return;
      setFatal(event.reason instanceof Error ? event.reason : new Error(String(event.reason)));
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return fatal;
}
