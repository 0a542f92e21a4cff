import { endpoints } from '@datamall/contract';
import { api } from '../../../shared/api/api';
import { session } from '../../../shared/session';

const CLIENT_ID = import.meta.env.VITE_CLIENT_ID ?? 'web';
const CLIENT_SECRET = import.meta.env.VITE_CLIENT_SECRET ?? 'web';

export interface LoginInput {
  username: string;
  password: string;
  captcha: string;
  uuid: string;
}

/** Logs in with the client's Basic credentials and stores the session (cookies of §9, refresh token). */
export async function login(input: LoginInput) {
  const result = await api(endpoints.identity.login, {
    body: input,
    headers: { Authorization: `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}` },
  });
  session.save(result);
  return result;
}
