import { DICT, type DictType, endpoints, enumLabel } from '@datamall/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../api/api';
import { useLocale } from '../hooks/use-locale';

/** Cache key of the served dictionaries (GET /sys/dict/type/all); the console invalidates it after an edit. */
export const dictionariesKey = ['dictionaries'] as const;

/** Labels change rarely: a page opened later than this reads them again. */
const DICTIONARY_STALE_MS = 60_000;

/** The dictionaries as the operator edited them, in the interface language. */
export function useDictionaries() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...dictionariesKey, locale],
    queryFn: ({ signal }) => api(endpoints.access.dictAll, { signal }),
    staleTime: DICTIONARY_STALE_MS,
    // The contract's labels stand in when the call fails: nothing to tell the user.
    meta: { silentError: true },
  });
}

function labelsByType(types: DictType[] | undefined): Map<string, Map<string, string>> {
  return new Map(
    (types ?? []).map((type) => [
      type.dictType,
      new Map(type.dataList.map((d) => [d.dictValue, d.dictLabel])),
    ]),
  );
}

function isContractDict(dictType: string): dictType is keyof typeof DICT {
  return Object.hasOwn(DICT, dictType);
}

/**
 * The label of a dictionary value: the served (edited) label, else the contract's while they load or when the
 * value is not stored, else the value itself.
 */
export function useDictLabel(): (dictType: string, value: string | number) => string {
  const locale = useLocale();
  const { data } = useDictionaries();
  const stored = useMemo(() => labelsByType(data), [data]);
  return useCallback(
    (dictType, value) => {
      const label = stored.get(dictType)?.get(String(value));
      if (label !== undefined) return label;
      return isContractDict(dictType) ? enumLabel(dictType, value, locale) : String(value);
    },
    [stored, locale],
  );
}
