/**
 * What every protected route module exports (spec section 2): a browser-side guard sending a visitor with
 * neither account nor mobile to `/`, and a skeleton while it runs. Who is signed in lives in localStorage.
 */
import type { ClientLoaderFunctionArgs } from 'react-router';
import { PageSkeleton } from '../ui/page-skeleton.tsx';
import { requireRegistered } from './protected.ts';

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return requireRegistered(request);
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}
