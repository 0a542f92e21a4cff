import { MESSAGE_DURATION } from '@datamall/contract';
import { type App, type ButtonProps, Modal, message as staticMessage } from 'antd';
import type { ReactNode } from 'react';

type AppApi = ReturnType<typeof App.useApp>;
type Level = 'success' | 'error' | 'warning' | 'info';

let bound: AppApi | undefined;

/** Called once by the app shell so messages use the ConfigProvider context (theme, locale). */
export function bindNotifier(api: AppApi | undefined): void {
  bound = api;
}

function show(level: Level, content: string, duration: number, key?: string): void {
  const message = bound?.message ?? staticMessage;
  void message.open({ type: level, content, duration, key });
}

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  danger?: boolean;
  okTestId?: string;
  onOk?: () => unknown;
  onCancel?: () => void;
}

/**
 * Toasts with the durations of §9 (error 3 s, success 0.5 s, warning 2 s, refresh notices 4 s).
 * `key` merges repeated toasts (e.g. ten calls timing out at once show one message).
 */
export const notify = {
  success(content: string, key?: string): void {
    show('success', content, MESSAGE_DURATION.success, key);
  },
  error(content: string, key?: string): void {
    show('error', content, MESSAGE_DURATION.error, key);
  },
  warning(content: string, key?: string): void {
    show('warning', content, MESSAGE_DURATION.warning, key);
  },
  /** "Refreshing" notices (new version detected). */
  refresh(content: string, key?: string): void {
    show('info', content, MESSAGE_DURATION.refresh, key);
  },
  confirm(options: ConfirmOptions): void {
    const modal = bound?.modal ?? Modal;
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText,
      cancelText: options.cancelText,
      okButtonProps: {
        danger: options.danger,
        ...(options.okTestId ? { 'data-testid': options.okTestId } : {}),
      } as ButtonProps,
      onOk: options.onOk,
      onCancel: options.onCancel,
    });
  },
};
