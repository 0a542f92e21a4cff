export * from './dataset.js';
export * from './queries.js';
export { Random } from './random.js';
