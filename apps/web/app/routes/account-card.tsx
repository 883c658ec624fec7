import type { MetaFunction } from 'react-router';
import { CardPage } from '../features/card/card-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'card')('title'))];

/** Guests have a card too: this page is open to every session (it waits for the session to start). */
export default function AccountCardRoute() {
  return <CardPage />;
}
