import { helpContent } from '@md/contract/help-content';
import { useLoaderData, type MetaFunction } from 'react-router';
import { ContactPage } from '../features/help/contact-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'help')('contactTitle'))];

/** The contact channels from the help content file, read at build time and on the server (decision 0050). */
export function loader() {
  return { channels: helpContent().contactChannels };
}

/** /contactUs: how to reach the site's people. */
export default function ContactUsRoute() {
  const { channels } = useLoaderData<typeof loader>();
  return <ContactPage baked={channels} />;
}
