import { endpoints, type UKeyCeremony } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import { askSecurityKey } from '../../../shared/security-key/ceremony';
import { session } from '../../../shared/session';

const CLIENT_ID = import.meta.env.VITE_CLIENT_ID ?? 'web';
const CLIENT_SECRET = import.meta.env.VITE_CLIENT_SECRET ?? 'web';

export interface LoginInput {
  username: string;
  password: string;
  captcha: string;
  uuid: string;
}

const clientAuthorization = () => ({ Authorization: `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}` });

/**
 * Logs in with the client's Basic credentials and stores the session (cookies of §9, refresh token). An account
 * with a USB key is refused with 10196/10197 and the key's ceremony: then `loginWithKey`.
 */
export async function login(input: LoginInput) {
  const result = await api(endpoints.identity.login, { body: input, headers: clientAuthorization() });
  session.save(result);
  return result;
}

/** The second step of a login that asked for the USB key: its answer to the ceremony, with the PIN. */
export async function loginWithKey(kind: 'assert' | 'register', ceremony: UKeyCeremony, pin: string) {
  const response = await askSecurityKey(kind, ceremony);
  const result = await api(endpoints.identity.loginWithUKey, {
    body: { ticket: ceremony.ticket, pin, response },
    headers: clientAuthorization(),
  });
  session.save(result);
  return result;
}
