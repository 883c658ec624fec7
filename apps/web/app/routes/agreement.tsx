import { agreementInEveryLanguage } from '@md/contract/agreements';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AgreementPage } from '../features/help/agreement-page.tsx';
import { metaLocale, pageTitle } from '../shared/i18n/index.ts';
import { agreementAt } from '../shared/navigation/agreements.ts';

/**
 * The document in every language, read from the contract's file on the server (never a call): a language chosen on
 * the page shows its text at once, as every other text of the page.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const id = agreementAt(new URL(request.url).pathname);
  return { id, texts: agreementInEveryLanguage(id) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? [pageTitle(matches, data.texts[metaLocale(matches)].title)] : []);

/** /userAgreement and /privacyPolicy: the user agreement and the privacy policy. */
export default function AgreementRoute() {
  const { id, texts } = useLoaderData<typeof loader>();
  return <AgreementPage id={id} texts={texts} />;
}
