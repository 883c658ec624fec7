import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ErrorPage } from '../shared/ui/error-page.tsx';

export const meta = () => [{ title: 'Page Not Found - MD视频' }];

/** Any path no route claims: answered 404, shown inside the site's header and footer. */
export function loader({ request }: LoaderFunctionArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export default function NotFound() {
  const { path } = useLoaderData<typeof loader>();
  return <ErrorPage status={404} path={path} />;
}
