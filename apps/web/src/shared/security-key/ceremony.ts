import type { UKeyCeremony, UKeyProof } from '@datamall/contract';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { t } from '../i18n';

/** The key's answer to a ceremony, as the server's proof takes it. */
export type KeyResponse = UKeyProof['response'];

/** A failure of the browser's side of a ceremony, with the text to show. */
export class SecurityKeyError extends Error {}

/**
 * Asks the plugged-in security key: to make a credential (`register`) or to sign the challenge (`assert`).
 * Browser refusals (cancelled, timed out, no WebAuthn) become a SecurityKeyError with a message in the user's
 * language.
 */
export async function askSecurityKey(
  kind: 'assert' | 'register',
  ceremony: UKeyCeremony,
): Promise<KeyResponse> {
  if (!browserSupportsWebAuthn()) throw new SecurityKeyError(t('ukey:securityKey.unsupported'));
  try {
    const answer =
      kind === 'assert'
        ? await startAuthentication({
            optionsJSON: ceremony.options as unknown as PublicKeyCredentialRequestOptionsJSON,
          })
        : await startRegistration({
            optionsJSON: ceremony.options as unknown as PublicKeyCredentialCreationOptionsJSON,
          });
    return answer as unknown as KeyResponse;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'InvalidStateError') throw new SecurityKeyError(t('ukey:securityKey.notThisKey'));
    throw new SecurityKeyError(t('ukey:securityKey.cancelled'));
  }
}
