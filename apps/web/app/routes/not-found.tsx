import { data } from 'react-router';

export const meta = () => [{ title: 'Page Not Found - MD视频' }];

/** Any path no route claims: a 404 answered by the root's error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
