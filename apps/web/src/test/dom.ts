import { act } from 'react';
import { vi } from 'vitest';
import { type ConfirmOptions, notify } from '../shared/notify';

export const byTestId = <T extends HTMLElement = HTMLElement>(id: string) =>
  document.querySelector<T>(`[data-testid="${id}"]`);

/** Clicks the element with that test id (nothing when there is none) inside act(). */
export async function clickTestId(id: string): Promise<void> {
  await act(async () => {
    byTestId(id)?.click();
  });
}

/** Sets the value of a text box or text area the way typing does, so React's onChange fires. */
export async function typeText(id: string, value: string): Promise<void> {
  const element = byTestId<HTMLInputElement | HTMLTextAreaElement>(id);
  if (!element) throw new Error(`no element with test id ${id}`);
  const prototype =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export const isDisabled = (id: string) => byTestId<HTMLButtonElement>(id)?.disabled === true;

/**
 * Silences notify's messages (spies) and records its confirmations; while `answer()` says so, each
 * confirmation is answered OK at once, its onOk run like antd's (awaited).
 */
export function spyNotify(answer: () => boolean = () => true): ConfirmOptions[] {
  const confirms: ConfirmOptions[] = [];
  vi.spyOn(notify, 'confirm').mockImplementation((options) => {
    confirms.push(options);
    if (answer()) void options.onOk?.();
  });
  vi.spyOn(notify, 'warning').mockImplementation(() => undefined);
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  return confirms;
}
