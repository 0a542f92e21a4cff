import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify';

export interface ConfirmRun {
  title: string;
  content?: string;
  /** The change; its failure shows the server's message. */
  run: () => Promise<unknown>;
  done: string;
  afterDone?: () => void;
  okTestId?: string;
}

/** Asks before a destructive change, then runs it and says how it went. */
export function useConfirmRun() {
  const { t } = useTranslation('common');
  return ({ title, content, run, done, afterDone, okTestId }: ConfirmRun) =>
    notify.confirm({
      title,
      content,
      okText: t('actions.ok'),
      cancelText: t('actions.cancel'),
      danger: true,
      okTestId,
      onOk: async () => {
        try {
          await run();
          notify.success(done);
          afterDone?.();
        } catch (error) {
          const text = errorText(error);
          if (text) notify.error(text);
        }
      },
    });
}
