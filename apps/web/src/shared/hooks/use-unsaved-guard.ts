import type { FormInstance } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { t } from '../i18n';
import { notify } from '../notify';

/** JSON with sorted keys, where undefined, null and '' all mean "empty": what the user sees in a form. */
function snapshot(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === undefined || v === null || v === '') return null;
    if (typeof v === 'object' && !Array.isArray(v) && v.constructor === Object) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, item]) => item !== undefined && item !== null && item !== '')
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    }
    return v;
  });
}

/** Whether two sets of form values look the same to the user. */
export function isSameValues(a: unknown, b: unknown): boolean {
  return snapshot(a) === snapshot(b);
}

/** Dirty checks of the mounted guards by pathname; content tabs ask before closing a page. */
const registry = new Map<string, () => boolean>();

export function hasUnsavedChanges(pathname: string): boolean {
  return registry.get(pathname)?.() ?? false;
}

/** True when the page at `pathname` may be closed; otherwise warns 请保存！ and returns false. */
export function confirmLeave(pathname: string): boolean {
  if (!hasUnsavedChanges(pathname)) return true;
  notify.warning(t('request:saveFirst'), 'unsaved');
  return false;
}

type Source = Pick<FormInstance, 'getFieldsValue'> | (() => unknown);

export interface UnsavedGuard {
  /** Records the original values (defaults to the current ones): call after loading and after saving. */
  register: (values?: unknown) => void;
  /** Stops guarding (the form was closed or discarded). */
  clear: () => void;
  isDirty: () => boolean;
}

/**
 * Warns 请保存！ when the user leaves a form whose values differ from the registered original: on route
 * changes (with a "leave anyway" confirm), on closing its content tab, and on closing the browser tab.
 */
export function useUnsavedGuard(source: Source): UnsavedGuard {
  const { pathname } = useLocation();
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const original = useRef<string | undefined>(undefined);

  const read = useCallback(() => {
    const current = sourceRef.current;
    return typeof current === 'function' ? current() : current.getFieldsValue(true);
  }, []);
  const register = useCallback(
    (values?: unknown) => {
      original.current = snapshot(values === undefined ? read() : values);
    },
    [read],
  );
  const clear = useCallback(() => {
    original.current = undefined;
  }, []);
  const isDirty = useCallback(
    () => original.current !== undefined && original.current !== snapshot(read()),
    [read],
  );

  useEffect(() => {
    registry.set(pathname, isDirty);
    return () => {
      if (registry.get(pathname) === isDirty) registry.delete(pathname);
    };
  }, [pathname, isDirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    notify.warning(t('request:saveFirst'), 'unsaved');
    notify.confirm({
      title: t('request:saveFirst'),
      content: t('request:leaveAnyway'),
      okText: t('common:actions.ok'),
      cancelText: t('common:actions.cancel'),
      onOk: () => blockerRef.current.proceed?.(),
      onCancel: () => blockerRef.current.reset?.(),
    });
  }, [blocker.state]);

  useEffect(() => {
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);

  return useMemo(() => ({ register, clear, isDirty }), [register, clear, isDirty]);
}
