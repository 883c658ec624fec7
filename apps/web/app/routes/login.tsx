import type { MetaFunction } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'profile')('signInTitle'))];

export default function LoginRoute() {
  return <LoginPage />;
}
