import type { Locale } from '@datamall/contract';
import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/api-error';
import type { UnsavedGuard } from '../../../shared/hooks/use-unsaved-guard';
import { notify } from '../../../shared/notify';

/**
 * The edit form of a record (`?id=`): once its detail arrives, its values fill the form and become the original
 * the unsaved guard compares with; a new record (no id) starts from the form's initial values.
 */
export function useEditValues<Values, Detail>(
  form: FormInstance<Values>,
  guard: UnsavedGuard,
  id: string | undefined,
  detail: Detail | undefined,
  toValues: (detail: Detail) => Values,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: toValues is a module function
  useEffect(() => {
    if (!id) {
      guard.register();
      return;
    }
    if (!detail) return;
    const values = toValues(detail);
    form.setFieldsValue(values as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
    guard.register(values);
  }, [id, detail, form, guard]);
}

/** What a save does next: forgets the unsaved values, says so and goes back to the list; or shows the error. */
export function useSaveOutcome(guard: UnsavedGuard, savedText: string, listPath: string) {
  const navigate = useNavigate();
  return {
    onSuccess: () => {
      guard.clear();
      notify.success(savedText);
      navigate(listPath);
    },
    onError: (error: unknown) => {
      const text = errorText(error);
      if (text) notify.error(text);
    },
  };
}

/** Texts in the three languages, a missing one empty (the mall falls back to zh-CN). */
export function localizedTexts(texts: Partial<Record<Locale, string | undefined>>): Record<Locale, string> {
  return { 'zh-CN': texts['zh-CN'] ?? '', 'zh-TW': texts['zh-TW'] ?? '', 'en-US': texts['en-US'] ?? '' };
}
