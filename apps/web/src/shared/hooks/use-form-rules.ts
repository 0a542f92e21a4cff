import { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN, USERNAME_PATTERN } from '@datamall/contract';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** antd Form rules with messages in the current language (§5: required, format, confirm must match). */
export function useFormRules() {
  const { t, i18n } = useTranslation('validation');
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the language changes
  return useMemo(() => {
    const required = (field: string): FormRule => ({
      required: true,
      whitespace: true,
      message: t('required', { field }),
    });
    const format = (field: string, pattern: RegExp, message?: string): FormRule => ({
      pattern,
      message: message ?? t('format', { field }),
    });
    return {
      required,
      /** A choice (radio, select): any non-empty value, numbers included. */
      chosen: (field: string): FormRule => ({ required: true, message: t('required', { field }) }),
      format,
      length: (field: string, min: number, max: number): FormRule => ({
        min,
        max,
        message: t('length', { field, min, max }),
      }),
      username: (field: string): FormRule[] => [
        required(field),
        format(field, USERNAME_PATTERN, t('username')),
      ],
      password: (field: string): FormRule[] => [
        required(field),
        format(field, PASSWORD_PATTERN, t('password')),
      ],
      /** Must equal the value of `other` (confirm password). */
      confirm: (field: string, other: string): FormRule[] => [
        required(field),
        ({ getFieldValue }) => ({
          validator: (_rule, value: unknown) =>
            !value || getFieldValue(other) === value
              ? Promise.resolve()
              : Promise.reject(new Error(t('mismatch'))),
        }),
      ],
      mobile: (field: string): FormRule[] => [required(field), format(field, MOBILE_PATTERN, t('mobile'))],
      smsCode: (field: string): FormRule[] => [required(field), format(field, /^\d{6}$/, t('smsCode'))],
      email: (field: string, optional = false): FormRule[] => [
        ...(optional ? [] : [required(field)]),
        format(field, EMAIL_PATTERN, t('email')),
      ],
    };
  }, [t, i18n.language]);
}
