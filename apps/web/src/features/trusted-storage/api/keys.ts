/** Cache keys of the trusted storage feature; every mutation invalidates `trustedStorageKey`. */
export const trustedStorageKey = ['trusted-storage'] as const;
export const trustedConfigKey = [...trustedStorageKey, 'config'] as const;
export const trustedFilesKey = [...trustedStorageKey, 'files'] as const;
