import { data } from 'react-router';

/**
 * A route's loader answer for an id that names nothing (unknown, or none given): status 404, and the page renders
 * its designed not-found state inside the site's header and tab bar instead of the bare error page.
 */
export function notFoundData<T extends object>(extra: T) {
  return data({ ...extra, notFound: true, dehydratedState: null }, { status: 404 });
}

/**
 * A loader answer with status 404 whose page still renders as usual: what a guest may not see, the visitor's own
 * session may (an author's post or review still in review), so the page asks again with it; a crawler or a link
 * checker is told the address shows nothing public.
 */
export function hiddenFromGuests<T extends object>(loaded: T) {
  return data(loaded, { status: 404 });
}
