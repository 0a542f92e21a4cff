export * from './constants.js';
export * from './endpoint.js';
export * as endpoints from './endpoints/index.js';
export * from './endpoints/index.js';
export * from './enums.js';
export * from './errors.js';
export * from './format.js';
export * from './locales.js';
export * from './roles.js';
