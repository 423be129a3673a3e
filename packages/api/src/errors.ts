/** The default of the spec's error shape (spec 1 section 8). */
export const DEFAULT_ERROR_MESSAGE = 'The request could not go through';

/** The body of a failed call: error_message, status_code, error_id, error_details. */
export interface ErrorBody {
  error_message?: string;
  message?: string;
  status_code?: number;
  error_id?: string | number;
  error_details?: unknown;
}

/** error_id values the client itself gives to failures that never reached a server answer. */
export const CLIENT_ERROR_IDS = {
  network: 'network_error',
  invalidResponse: 'invalid_response',
} as const;

/** A failed call, always of this one type, whatever went wrong. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorId: string | number | undefined;
  readonly details: unknown;

  constructor({
    status,
    message,
    errorId,
    details,
  }: {
    status: number;
    message?: string;
    errorId?: string | number;
    details?: unknown;
  }) {
    super(message || DEFAULT_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = status;
    this.errorId = errorId;
    this.details = details;
  }

  /**
   * Builds the error from a failed answer's body, whatever shape it has: fields of the wrong type
   * are ignored. (Plain checks, not zod: the client is in every page's first download.)
   */
  static fromBody(status: number, body: unknown): ApiError {
    if (body === null || typeof body !== 'object') return new ApiError({ status });
    const b = body as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
    const id = b.error_id;
    return new ApiError({
      status: typeof b.status_code === 'number' ? b.status_code : status,
      message: text(b.error_message) ?? text(b.message),
      errorId: typeof id === 'string' || typeof id === 'number' ? id : undefined,
      details: b.error_details,
    });
  }

  /** Text to search for spec wording: the message plus the details, as the spec matches on both. */
  get searchableText(): string {
    const details =
      typeof this.details === 'string' ? this.details : JSON.stringify(this.details ?? '');
    return `${this.message} ${details}`.toLowerCase();
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
