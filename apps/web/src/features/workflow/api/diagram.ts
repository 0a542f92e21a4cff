import { endpoints } from '@datamall/contract';
import { endpointUrl } from '../../../shared/api/api';
import { getLocale } from '../../../shared/i18n';
import { session } from '../../../shared/session';

/**
 * The SVG of a process with its open step highlighted, as an `<img src>`: an image request carries no
 * Authorization header, so the login token travels as `access_token` (§7.11); nor does it carry the
 * interface language (the browser sends its own Accept-Language), so the step names' language is a parameter.
 */
export function diagramUrl(processInstanceId: string, attempt = 0): string {
  const url = endpointUrl(endpoints.workflow.diagramImage, {
    processInstanceId,
    access_token: session.getToken(),
    language: getLocale(),
  });
  return attempt > 0 ? `${url}&_t=${attempt}` : url;
}
