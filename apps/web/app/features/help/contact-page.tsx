/** /contactUs: the channels operators configure, each with a copy button. Baked at build time like /FAQ (decision 0050). */
import './help.css';
import { useQuery } from '@tanstack/react-query';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useLanguage, useTranslation } from '../../shared/i18n/index.ts';
import { EmptyState } from '../../shared/ui/states.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { UserText } from '../../shared/ui/user-text.tsx';
import { HelpLinks } from './faq-page.tsx';
import { contactQuery, type Baked, type ContactChannel } from './queries.ts';

export function ContactPage({ baked }: { baked: Baked<ContactChannel[]> }) {
  const { t } = useTranslation('help');
  const client = useBrowserApi();
  const { locale } = useLanguage();
  const contact = useQuery(contactQuery(client, baked, locale));
  const channels = contact.data ?? baked.content;

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      showToast(t('copied'));
    } catch {
      showToast(t('copyFailed'));
    }
  }

  return (
    <main className="page page--narrow help">
      <h1 className="page__title">{t('contactTitle')}</h1>
      <p className="help__intro">{t('contactIntro')}</p>
      {contact.isError ? (
        <p className="help__offline" role="status">
          {t('offline')}
        </p>
      ) : null}
      {channels.length === 0 ? (
        <EmptyState text={t('noChannels')} />
      ) : (
        <ul className="help__channels" data-testid="contact-list">
          {channels.map((channel) => (
            <li key={channel.id} className="help__channel">
              <div className="help__channel-text">
                <UserText as="span" className="help__channel-label" text={channel.label} />
                <UserText as="span" className="help__channel-value" text={channel.value} />
              </div>
              <button type="button" className="help__copy" aria-label={t('copyLabel', { label: channel.label })} onClick={() => void copy(channel.value)}>
                {t('copy')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <HelpLinks current="contact" />
    </main>
  );
}
