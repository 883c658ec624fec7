/** A person's title (称号) beside their name: the step's text from the catalogue, its level as a colour step. */
import type { UserTitle } from '@md/contract/client';
import { useTranslation } from '../i18n/index.ts';

export function UserTitleChip({ title }: { title: UserTitle }) {
  const { t } = useTranslation('mine');
  return (
    <span className={`user-title user-title--${Math.min(title.level, 5)}`} data-testid="user-title">
      {t(`titles.${title.key as 'newcomer'}`)}
    </span>
  );
}
