import { data } from 'react-router';

/**
 * A route's loader answer for an id that names nothing (unknown, or none given): status 404, and the page renders
 * its designed not-found state inside the site's header and tab bar instead of the bare error page.
 */
export function notFoundData<T extends object>(extra: T) {
  return data({ ...extra, notFound: true, dehydratedState: null }, { status: 404 });
}
