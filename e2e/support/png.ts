/** The PNG encoder of the server's demo data, reused by journey fixtures (covers, images). */
export { png } from '../../apps/server/src/platform/png.js';
