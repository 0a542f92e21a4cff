/** Cache keys of the USB key feature; every mutation invalidates `ukeyKey`. */
export const ukeyKey = ['ukey'] as const;
