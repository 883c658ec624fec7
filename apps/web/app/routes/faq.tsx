import { helpContent } from '@md/contract/help-content';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { FaqPage } from '../features/help/faq-page.tsx';
import { localeOfRequest, metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'help')('faqTitle'))];

/**
 * The FAQ as the help content file has it, read at build time (the pre-rendered page) and on the server: never a
 * call, so the page is whole when the API is down (decision 0050). The browser refreshes it from the API. In the page's
 * language (the pre-rendered page: the default one).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request);
  const { questionCategories, questions } = helpContent(locale);
  return { faq: { content: { categories: questionCategories, questions }, locale } };
}

/** /FAQ: the frequently asked questions, by category, searchable. */
export default function FaqRoute() {
  const { faq } = useLoaderData<typeof loader>();
  return <FaqPage baked={faq} />;
}
