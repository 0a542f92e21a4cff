import { ErrorCode, settings } from '@datamall/contract';
import safeRegex from 'safe-regex2';
import { AppError, badParam } from '../../platform/errors.js';

type ParamDefinition = Pick<settings.Param, 'paramCode' | 'valueType' | 'rule' | 'paramValue'>;

/** The type and rule of a parameter: a tunable's are fixed by the contract, others are the operator's. */
export function definitionOf(code: string, valueType: settings.ParamValueType, rule: string) {
  if (!settings.isTunableCode(code)) return { valueType, rule };
  const tunable = settings.TUNABLES[code];
  return { valueType: tunable.valueType, rule: settings.rangeRule(tunable.min, tunable.max) };
}

/**
 * Refuses a rule that does not fit its type or a regular expression whose matching time can explode, then a value
 * that does not fit its type and rule (a value checked against a pattern is at most PATTERN_VALUE_MAX long).
 */
export function assertValidParam({ paramCode, valueType, rule, paramValue }: ParamDefinition): void {
  if (!settings.ruleIsValid(valueType, rule)) throw new AppError(ErrorCode.PARAM_RULE_INVALID, { rule });
  if (isPattern(valueType, rule)) {
    if (!safeRegex(rule)) throw badParam('rule', 'ruleRegexUnsafe', { rule });
    if (paramValue.length > settings.PATTERN_VALUE_MAX) {
      throw badParam('paramValue', 'tooLong', { n: settings.PATTERN_VALUE_MAX });
    }
  }
  const problem = settings.valueProblem(valueType, rule, paramValue);
  if (!problem) return;
  const code = paramCode;
  switch (problem.reason) {
    case 'integer':
      throw new AppError(ErrorCode.PARAM_NOT_INTEGER, { code });
    case 'number':
      throw new AppError(ErrorCode.PARAM_NOT_NUMBER, { code });
    case 'range':
      throw new AppError(ErrorCode.PARAM_OUT_OF_RANGE, {
        code,
        range: settings.formatRange(problem.min, problem.max),
      });
    case 'pattern':
      throw new AppError(ErrorCode.PARAM_PATTERN_MISMATCH, { code, rule: problem.rule });
  }
}

function isPattern(valueType: settings.ParamValueType, rule: string): boolean {
  return valueType === 'string' && rule !== '';
}

/** A stored tunable's value, or its default when the stored text is missing or no longer fits. */
export function tunableValue(code: settings.TunableCode, stored: string | undefined): number {
  const tunable = settings.TUNABLES[code];
  if (stored === undefined) return tunable.defaultValue;
  const rule = settings.rangeRule(tunable.min, tunable.max);
  return settings.valueProblem(tunable.valueType, rule, stored) ? tunable.defaultValue : Number(stored);
}
