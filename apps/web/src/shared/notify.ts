import { MESSAGE_DURATION } from '@datamall/contract';
import type { ButtonProps, ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ReactNode } from 'react';

/** What `notify` uses: the App context's message and modal (or antd's static ones outside the shell). */
export interface NotifierApi {
  message: Pick<MessageInstance, 'open'>;
  modal: { confirm: (config: ModalFuncProps) => unknown };
}
type Level = 'success' | 'error' | 'warning' | 'info';

let bound: NotifierApi | undefined;
/** Calls made before the message host is there: run, in order, as soon as it binds. */
const pending: ((api: NotifierApi) => void)[] = [];
let requestHost: (() => void) | undefined;

/**
 * Called by the message host of the app shell so messages use the ConfigProvider context (theme, locale).
 * Calls waiting for it run now.
 */
export function bindNotifier(api: NotifierApi | undefined): void {
  bound = api;
  if (api) for (const run of pending.splice(0)) run(api);
}

/**
 * The app shell mounts its message host (antd message/modal, a chunk of its own kept out of the first
 * paint) when the first message or confirmation is asked for: `request` makes it mount.
 */
export function onNotifierNeeded(request: (() => void) | undefined): void {
  requestHost = request;
}

function withApi(run: (api: NotifierApi) => void): void {
  if (bound) {
    run(bound);
    return;
  }
  pending.push(run);
  if (requestHost) {
    requestHost();
    return;
  }
  // No app shell (component tests): antd's static message and modal.
  void import('./notify-static').then(({ staticNotifier }) => {
    if (bound) return;
    for (const waiting of pending.splice(0)) waiting(staticNotifier);
  });
}

type Call = (...args: unknown[]) => unknown;
type Part = 'message' | 'modal' | 'notification';
const METHODS: Record<Part, string[]> = {
  message: ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'],
  modal: ['confirm', 'info', 'success', 'error', 'warning', 'warn'],
  notification: ['open', 'success', 'error', 'info', 'warning', 'destroy'],
};

/** `api[part][method](...args)` on the bound host (the static fallback has no `notification`). */
function call(api: NotifierApi, part: Part, method: string, args: unknown[]): unknown {
  const target = (api as unknown as Partial<Record<Part, Record<string, Call | undefined>>>)[part];
  return target?.[method]?.(...args);
}

/**
 * The value of antd's App context for pages calling `App.useApp()` (message, modal, notification): each
 * call goes to the host, waiting for it to mount the first time (return values are then undefined).
 */
export const appApi = Object.fromEntries(
  (Object.keys(METHODS) as Part[]).map((part) => [
    part,
    Object.fromEntries(
      METHODS[part].map((method) => [
        method,
        (...args: unknown[]) => {
          if (bound) return call(bound, part, method, args);
          withApi((api) => void call(api, part, method, args));
          return undefined;
        },
      ]),
    ),
  ]),
);

function show(level: Level, content: string, duration: number, key?: string): void {
  withApi((api) => void api.message.open({ type: level, content, duration, key }));
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
    withApi((api) =>
      api.modal.confirm({
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
      }),
    );
  },
};
