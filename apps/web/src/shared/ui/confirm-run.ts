import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/api-error';
import { notify } from '../notify';

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

interface BatchDelete<Row> {
  /** The confirmation's title for these rows. */
  title: (rows: Row[]) => string;
  content: string;
  remove: (rows: Row[]) => Promise<unknown>;
  /** Said when the rows are gone. */
  done: string;
  /** The table steps back a page when its last rows went. */
  afterDelete: (count: number) => void;
  okTestId: string;
}

/**
 * The rows ticked in a page table and their deletion after a confirmation: `rowSelection` goes to the table,
 * `handleDelete` to the row action and the "delete selected" button.
 */
export function useBatchDelete<Row extends { id: string }>(options: BatchDelete<Row>) {
  const confirmRun = useConfirmRun();
  const [selected, setSelected] = useState<Row[]>([]);
  const handleDelete = (rows: Row[]) =>
    confirmRun({
      title: options.title(rows),
      content: options.content,
      run: () => options.remove(rows),
      done: options.done,
      afterDone: () => {
        setSelected([]);
        options.afterDelete(rows.length);
      },
      okTestId: options.okTestId,
    });
  const rowSelection = {
    selectedRowKeys: selected.map((r) => r.id),
    onChange: (_keys: React.Key[], rows: Row[]) => setSelected(rows),
  };
  return { selected, rowSelection, handleDelete };
}
