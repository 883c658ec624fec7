/** A thin bar at the top while the router loads the next page: a tap on a slow network is answered at once. */
import { useNavigation } from 'react-router';
import { useTranslation } from '../i18n/index.ts';

export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label={t('navigating')} />;
}
