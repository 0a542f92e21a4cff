import { type ConfirmOptions, notify } from '../../../shared/notify';

/** The §5 confirmation as a promise: true when confirmed, false when dismissed. */
export function confirmAsync(options: Omit<ConfirmOptions, 'onOk' | 'onCancel'>): Promise<boolean> {
  return new Promise((resolve) => {
    notify.confirm({ ...options, onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}

/** Thrown to keep a form modal open without a message (the user dismissed the confirmation). */
export function dismissed(): Error {
  const error = new Error('dismissed');
  error.name = 'CanceledError';
  return error;
}
