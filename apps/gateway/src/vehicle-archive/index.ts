export * from './dataset.js';
export * from './plate.js';
export * from './queries.js';
export { Random } from './random.js';
export * from './vin.js';
