export * from './key.js';
export * from './labels.js';
export * from './plate.js';
export * from './records.js';
export * from './vin.js';
