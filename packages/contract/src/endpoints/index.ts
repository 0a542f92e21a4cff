import * as access from './access.js';
import * as identity from './identity.js';
import * as ops from './ops.js';
import * as users from './users.js';

export * from './access.js';
export * as catalog from './catalog.js';
export * from './connections.js';
export * as connections from './connections.js';
export * from './identity.js';
export * from './ops.js';
export * from './users.js';
export * as workflow from './workflow.js';
export { access, identity, ops, users };
