import { endpoints } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import { browser } from '../../../shared/browser';
import { session } from '../../../shared/session';

/**
 * Revokes the session on the server (best effort), clears user, token, pay_code and role_type, then loads
 * the login page afresh so no menu route or cached data of this user survives.
 */
export async function logout(): Promise<void> {
  try {
    await api(endpoints.identity.logout);
  } catch {
    // The local session ends regardless.
  }
  session.clear();
  browser.assign('/login');
}
