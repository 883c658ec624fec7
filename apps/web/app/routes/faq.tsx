import { helpContent } from '@md/contract/help-content';
import { useLoaderData, type MetaFunction } from 'react-router';
import { FaqPage } from '../features/help/faq-page.tsx';
import { metaT, pageTitle } from '../shared/i18n/index.ts';

export const meta: MetaFunction = ({ matches }) => [pageTitle(matches, metaT(matches, 'help')('faqTitle'))];

/**
 * The FAQ as the help content file has it, read at build time (the pre-rendered page) and on the server: never a
 * call, so the page is whole when the API is down (decision 0050). The browser refreshes it from the API.
 */
export function loader() {
  const { questionCategories, questions } = helpContent();
  return { faq: { categories: questionCategories, questions } };
}

/** /FAQ: the frequently asked questions, by category, searchable. */
export default function FaqRoute() {
  const { faq } = useLoaderData<typeof loader>();
  return <FaqPage baked={faq} />;
}
