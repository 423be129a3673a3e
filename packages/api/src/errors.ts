import { z } from 'zod';

/** The default of the spec's error shape (spec 1 section 8). */
export const DEFAULT_ERROR_MESSAGE = 'The request could not go through';

/** The body of a failed call: error_message, status_code, error_id, error_details. */
export const errorBodySchema = z
  .object({
    error_message: z.string().optional(),
    message: z.string().optional(),
    status_code: z.number().optional(),
    error_id: z.union([z.string(), z.number()]).optional(),
    error_details: z.unknown().optional(),
  })
  .loose();

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

  /** Builds the error from a failed answer's body, whatever shape it has. */
  static fromBody(status: number, body: unknown): ApiError {
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success) return new ApiError({ status });
    const { error_message, message, status_code, error_id, error_details } = parsed.data;
    return new ApiError({
      status: status_code ?? status,
      message: error_message ?? message,
      errorId: error_id,
      details: error_details,
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
