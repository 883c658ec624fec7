import { helpContent } from '@md/contract/help-content';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ContactPage } from '../features/help/contact-page.tsx';
import { localeOfRequest, metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'help')('contactTitle'))];

/**
 * The contact channels from the help content file, read at build time (in the default language) and on the server
 * (in the page's), decision 0050.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  return { channels: { content: helpContent(locale).contactChannels, locale } };
}

/** /contactUs: how to reach the site's people. */
export default function ContactUsRoute() {
  const { channels } = useLoaderData<typeof loader>();
  return <ContactPage baked={channels} />;
}
