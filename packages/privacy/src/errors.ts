/**
 * Why a privacy job stopped. `malformed-message`: a party sent something that does not parse or has the wrong shape;
 * `inconsistent-shares`: the combined figures break an invariant of the protocol (a party's share was corrupted);
 * `invalid-spec`: the job's definition cannot be computed safely; `internal`: a bug.
 * Messages name no data: they may be shown to every party of the job.
 */
export type PrivacyFailure = 'malformed-message' | 'inconsistent-shares' | 'invalid-spec' | 'internal';

export class PrivacyProtocolError extends Error {
  constructor(
    readonly failure: PrivacyFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PrivacyProtocolError';
  }
}
