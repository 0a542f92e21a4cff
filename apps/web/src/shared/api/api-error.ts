/** A rejected call: a non-zero envelope code, an HTTP failure or a transport failure. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** Envelope code; -1 for HTTP and transport failures. */
    readonly code: number,
    message: string,
    /** The request client already told the user (toast or redirect): callers should not show it again. */
    readonly handled: boolean,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show for a failed call, or undefined when the client already showed it. */
export function errorText(error: unknown): string | undefined {
  if (isApiError(error)) return error.handled ? undefined : error.message;
  if (error instanceof Error && error.name === 'CanceledError') return undefined;
  return error instanceof Error ? error.message : String(error);
}
