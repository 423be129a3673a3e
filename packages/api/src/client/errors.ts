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

/** Most characters of server text an ApiError keeps for matching: enough for any wording. */
export const TEXT_CAP = 10_240;
/**
 * Most characters of a server's message an ApiError carries: a screen may show it (yield errors
 * do), so it is no longer than the spec's longest message (about 100) with some room; a hostile
 * answer cannot fill the page.
 */
export const MESSAGE_CAP = 120;

/**
 * The keys and values of any value as one string, at most TEXT_CAP long. It never throws: depth,
 * visits and length are bounded (cycles, 10k levels, 5 MB strings), and a trap ends the walk.
 */
export function textOf(value: unknown): string {
  let text = '';
  let visits = 10_000;
  const more = () => text.length < TEXT_CAP && visits-- > 0;
  const walk = (v: unknown, depth: number): void => {
    if (v === null || typeof v !== 'object') {
      if (v !== undefined) text += ` ${String(v).slice(0, TEXT_CAP)}`;
    } else if (depth < 32) {
      if (Array.isArray(v)) for (let i = 0; i < v.length && more(); i++) walk(v[i], depth + 1);
      else
        for (const key in v) {
          if (!more()) break;
          text += ` ${key.slice(0, TEXT_CAP)}`;
          walk((v as Record<string, unknown>)[key], depth + 1);
        }
    }
  };
  try {
    walk(value, 0);
  } catch {
    // A getter or proxy that throws: keep what was read.
  }
  return text.slice(1, TEXT_CAP + 1);
}

/** A failed call, always of this one type, whatever went wrong. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorId: string | number | undefined;
  readonly details: unknown;
  /** The server's whole message (up to TEXT_CAP), for matching; `message` is cut to MESSAGE_CAP. */
  readonly #fullMessage: string;

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
    const full = (message || DEFAULT_ERROR_MESSAGE).slice(0, TEXT_CAP);
    super(full.length > MESSAGE_CAP ? `${full.slice(0, MESSAGE_CAP - 1)}…` : full);
    this.name = 'ApiError';
    this.status = status;
    this.errorId = errorId;
    this.details = details;
    this.#fullMessage = full;
  }

  /**
   * Builds the error from a failed answer's body, whatever shape it has: fields of the wrong type
   * are ignored, and the status is the answer's own (a body cannot pass a 500 off as a 200).
   * (Plain checks, not zod: the client is in every page's first download.)
   */
  static fromBody(status: number, body: unknown): ApiError {
    if (body === null || typeof body !== 'object') return new ApiError({ status });
    const b = body as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
    const id = b.error_id;
    return new ApiError({
      status,
      message: text(b.error_message) ?? text(b.message),
      errorId: typeof id === 'string' || typeof id === 'number' ? id : undefined,
      details: b.error_details,
    });
  }

  /** The details' keys and values as text, lower case, capped: for matching, never for showing. */
  get detailsText(): string {
    return textOf(this.details).toLowerCase();
  }

  /** Text to search for spec wording: the message plus the details, as the spec matches on both. */
  get searchableText(): string {
    return `${this.#fullMessage.toLowerCase()} ${this.detailsText}`.slice(0, TEXT_CAP);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
