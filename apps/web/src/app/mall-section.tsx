import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { MallPlaceholder } from '../features/mall/components/mall-placeholder';

/** A §2.2 mall section that a later release delivers; its title key is in the route's handle. */
export function MallSection() {
  const { t } = useTranslation('mall');
  const { pathname } = useLocation();
  const handle = useMatches().at(-1)?.handle as { titleKey?: string } | undefined;
  return <MallPlaceholder path={pathname} title={t(`pages.${handle?.titleKey ?? 'dataapp'}`)} />;
}
