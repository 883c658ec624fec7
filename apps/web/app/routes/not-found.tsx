import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ErrorPage } from '../shared/ui/error-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

/** The tab's title in the reader's language (the page itself keeps the spec's English message). */
export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches)('pageMissingTitle'))];

/** Any path no route claims: answered 404, shown inside the site's header and footer. */
export function loader({ request }: LoaderFunctionArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export default function NotFound() {
  const { path } = useLoaderData<typeof loader>();
  return <ErrorPage status={404} path={path} />;
}
