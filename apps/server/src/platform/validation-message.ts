import type { Locale } from '@datamall/contract';
import { formatMessage, formatNumber, PARAM_REASONS, VALIDATION_REASONS } from '@datamall/contract';

interface IssueLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns the first zod issue of a rejected request into a localized `detail` naming the field. */
export function describeValidationIssue(
  issue: IssueLike,
  locale: Locale,
  input: unknown,
): { field: string; detail: string } {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const field = segments.join('.') || 'body';
  const blank = isBlank(valueAt(input, segments));
  const param = blank ? undefined : paramReasonOf(issue);
  if (param) {
    const detail = formatMessage(PARAM_REASONS[param.key][locale], { field, n: param.n, max: param.n });
    return { field, detail };
  }
  const reason = blank ? { key: 'required' as const } : reasonOf(issue);
  const detail = formatMessage(VALIDATION_REASONS[reason.key][locale], { field, n: reason.n ?? '' });
  return { field, detail };
}

function valueAt(input: unknown, segments: string[]): unknown {
  let current = input;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A contract refinement whose message is `<PARAM_REASONS key>` or `<key>:<bound>` (e.g. `creditLimitTooBig:100000000`)
 * answers that reason, the bound as `{n}` / `{max}` (numbers with thousands separators).
 */
function paramReasonOf(issue: IssueLike): { key: keyof typeof PARAM_REASONS; n: string } | undefined {
  if (issue.keyword !== 'custom' || !issue.message) return undefined;
  const [key = '', bound = ''] = issue.message.split(/:(.*)/s);
  if (!Object.hasOwn(PARAM_REASONS, key)) return undefined;
  const n = /^\d+$/.test(bound) ? formatNumber(Number(bound)) : bound;
  return { key: key as keyof typeof PARAM_REASONS, n };
}

function reasonOf(issue: IssueLike): { key: keyof typeof VALIDATION_REASONS; n?: number | string } {
  const p = issue.params;
  switch (issue.keyword) {
    case 'too_small': {
      const minimum = Number(p.minimum);
      if (p.origin === 'string') return minimum <= 1 ? { key: 'required' } : { key: 'tooShort', n: minimum };
      if (p.origin === 'array') return { key: 'required' };
      // positive() is "> 0": "at least 0" would name the value that was refused.
      return { key: p.inclusive === false ? 'notAbove' : 'tooSmall', n: minimum };
    }
    case 'too_big':
      if (p.origin === 'string') return { key: 'tooLong', n: Number(p.maximum) };
      return { key: p.inclusive === false ? 'notBelow' : 'tooBig', n: Number(p.maximum) };
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_enum_value':
      return { key: 'oneOf' };
    case 'custom':
      if (issue.message === 'mismatch') return { key: 'mismatch' };
      if (issue.message === 'oneOf') return { key: 'oneOf' };
      if (issue.message?.startsWith('oneOf:')) return { key: 'oneOfValues', n: issue.message.slice(6) };
      return { key: 'format' };
    default:
      return { key: 'format' };
  }
}
