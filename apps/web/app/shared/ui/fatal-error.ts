/**
 * Fatal and unhandled errors show the error page (spec section 8). Failed API calls are not fatal: the request
 * layer already told the user. Neither is code that could not load (the network is gone): the page stays and
 * the user is told about the network instead.
 */
import { catalogues } from '@md/contract/client';
import { useEffect, useState } from 'react';
import { isApiCallError } from '../api/errors.ts';
import { activeLocale } from '../i18n/i18n.ts';
import { showToast } from './toast.ts';

/** The messages browsers and Vite's preloader give when a lazily loaded chunk or its styles fail to load. */
const LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module|Failed to fetch/i;

export function isLoadFailure(error: unknown): boolean {
  return error instanceof Error && LOAD_FAILURE.test(error.message);
}

export function useFatalError(): Error | null {
  const [fatal, setFatal] = useState<Error | null>(null);
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (!(event.error instanceof Error)) return;
      if (isLoadFailure(event.error)) showToast(catalogues[activeLocale()].networkError);
      else setFatal(event.error);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isApiCallError(event.reason)) return;
      if (isLoadFailure(event.reason)) {
        showToast(catalogues[activeLocale()].networkError);
        return;
      }
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
