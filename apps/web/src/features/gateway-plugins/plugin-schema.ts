import { gateway as gw } from '@datamall/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/*
 * The fields of the plugin form checked with the contract's own schemas (`gateway.zPluginConfig`, the body of
 * `gateway.pluginSave`): the limits live there once, the form reads them.
 */
const blocks = gw.zPluginConfig.shape;
const rate = blocks.rateLimit.unwrap().shape;
const ipLists = blocks.ipRestriction.unwrap().shape;
const headerChanges = blocks.headers.unwrap().shape.request.unwrap().shape;

export const PLUGIN_FIELDS = {
  rateLimit: rate.limit.unwrap(),
  rateWindowSeconds: rate.windowSeconds.unwrap(),
  requestMaxBytes: blocks.requestSize.unwrap().shape.maxBytes.unwrap(),
  timeoutSeconds: blocks.timeout.unwrap().shape.seconds.unwrap(),
  cacheTtlSeconds: blocks.cache.unwrap().shape.ttlSeconds.unwrap(),
  ipRule: ipLists.allow.unwrap().element,
  ipList: ipLists.allow.unwrap(),
  headerName: headerChanges.remove.unwrap().element,
  headerValue: headerChanges.set.unwrap().element.shape.value,
  headerSetList: headerChanges.set.unwrap(),
  headerRemoveList: headerChanges.remove.unwrap(),
  note: gw.pluginSave.body!.shape.note.unwrap(),
} as const;

/** Rate-limit scopes and algorithms of the contract, in its order. */
export const RATE_SCOPES = rate.scope.unwrap().options;
export const RATE_ALGORITHMS = rate.algorithm.unwrap().options;

/** Bounds of a number field, for the input's min and max (the rule still checks with the schema). */
export function numberBounds(schema: z.ZodNumber): { min?: number; max?: number } {
  return { min: schema.minValue ?? undefined, max: schema.maxValue ?? undefined };
}

/** The one message of a failed check, in the current language. */
export function issueText(issue: z.core.$ZodIssue | undefined, t: TFunction): string {
  if (!issue) return t('gatewayPlugins:rules.invalid');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number') return t('gatewayPlugins:rules.min', { min: Number(issue.minimum) });
      return t('gatewayPlugins:rules.required');
    case 'too_big':
      if (issue.origin === 'number') return t('gatewayPlugins:rules.max', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return t('gatewayPlugins:rules.maxItems', { max: Number(issue.maximum) });
      return t('gatewayPlugins:rules.maxLength', { max: Number(issue.maximum) });
    case 'invalid_type':
      return issue.expected === 'int' || issue.expected === 'number'
        ? t('gatewayPlugins:rules.integer')
        : t('gatewayPlugins:rules.required');
    case 'invalid_format':
      return t('gatewayPlugins:rules.format');
    case 'not_multiple_of':
      return t('gatewayPlugins:rules.integer');
    default:
      return t('gatewayPlugins:rules.invalid');
  }
}

/** An antd rule checking the value with a schema of the contract; empty values are refused as required. */
export function schemaRule(schema: z.ZodType, t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '')
        throw new Error(t('gatewayPlugins:rules.required'));
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(issueText(result.error.issues[0], t));
    },
  };
}
