import { endpoints } from '@datamall/contract';
import { endpointUrl } from '../../../shared/api/api';
import { session } from '../../../shared/session';

/**
 * A user's licence image as an `<img src>`: an image request carries no Authorization header, so the login
 * token travels as `access_token`. `version` (e.g. the submission time) defeats a cached older image.
 */
export function licenseImageUrl(userId: string, version?: string | null): string {
  const url = endpointUrl(endpoints.users.licenseImage, { userId, access_token: session.getToken() });
  return version ? `${url}&v=${encodeURIComponent(version)}` : url;
}
