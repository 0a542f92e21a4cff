import { Result } from 'antd';
import { MainLink } from '../components/main-link';
import { useTexts } from '../locale-context';
import { MAIN_PAGES } from '../paths';

/** Another role than consumer: the workbench is not for it. */
export function NotConsumer() {
  const { t } = useTexts();
  return (
    <div data-testid="private-not-consumer">
      <Result
        status="info"
        title={t('notConsumer.title')}
        subTitle={t('notConsumer.detail')}
        extra={
          <MainLink primary href={MAIN_PAGES.home}>
            {t('notConsumer.back')}
          </MainLink>
        }
      />
    </div>
  );
}
