import { AppError, errorStatus, type ErrorBody, type ErrorCode } from '@imole/domain';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ProviderError } from '../adapters/payments/payments.ts';

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { status: false, message, code };
}

/** Turns the first failing field of a request into one sentence a person can act on. */
export function validationMessage(error: {
  validation: { instancePath?: string; message?: string | undefined }[];
  validationContext?: string;
}): string {
  const first = error.validation[0];
  const field = (first?.instancePath ?? '').split('/').filter(Boolean).join('.');
  const message = first?.message?.trim() || 'is not valid';
  // Messages written for people (the spec's texts) start with a capital letter and stand alone;
  // the generic ones from the shared zod error map start lower-case and read after the field name.
  if (/^[A-Z]/.test(message)) return message;
  const where = error.validationContext === 'querystring' ? 'query parameter ' : '';
  if (!field) {
    return error.validationContext === 'body' ? `The request body ${message}.` : `The request ${message}.`;
  }
  return `The ${where}"${field}" ${message}.`;
}

const fastifyCodes: Partial<Record<string, { code: ErrorCode; message: string }>> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is empty; send a JSON object.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The Content-Length header is wrong.' },
};

/** PostgreSQL errors (SQLSTATE) that only a request's own values can cause, with the sentence to answer. */
const databaseCodes: Partial<Record<string, string>> = {
  '22003': 'A number in the request is too large. Check it and try again.',
};

/**
 * PostgreSQL errors two requests racing each other can cause (the same name saved twice at once past the service's
 * own check, two transactions waiting on each other): 409, and the request may simply be sent again.
 */
const concurrencyCodes: Partial<Record<string, string>> = {
  '23505': 'The same thing was just saved by someone else. Reload to see it, then try again if you still need to.',
  '40001': 'Another change was being saved at the same moment. Please try again.',
  '40P01': 'Another change was being saved at the same moment. Please try again.',
};

/** Errors from PostgreSQL (node-postgres and PGlite alike carry the SQLSTATE and the server's severity). */
function isDatabaseError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && typeof (error as { severity?: unknown }).severity === 'string';
}

function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(errorStatus) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (match) return match[0];
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/**
 * One error handler for the whole API (design.md §2): AppErrors keep their code; validation failures are 400 with the
 * first failing field's message; framework 4xx get a plain sentence; everything else is a 500 whose details stay in
 * the log, next to the request id the person is given.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) request.log.error({ err: error }, 'application error');
      return reply.status(error.httpStatus).send(errorBody(error.code, error.message));
    }
    if (error instanceof ProviderError) {
      // The payment provider failed or did not answer: nothing was credited; the same call may be repeated.
      request.log.warn({ err: error }, 'payment provider error');
      return reply
        .status(503)
        .send(
          errorBody(
            'UNAVAILABLE',
            'We could not reach the payment provider. Nothing has been credited yet; please try again in a minute.',
          ),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(errorBody('VALIDATION_FAILED', validationMessage(error)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(internal(request));
    }
    const database = databaseCodes[String((error as { code?: unknown }).code)];
    if (database && isDatabaseError(error)) {
      // A value the schema let through but the column cannot hold (an id of 3,000,000,000 where ids are 32-bit).
      request.log.info({ err: error }, 'value out of the database range');
      return reply.status(400).send(errorBody('VALIDATION_FAILED', database));
    }
    const race = concurrencyCodes[String((error as { code?: unknown }).code)];
    if (race && isDatabaseError(error)) {
      request.log.info({ err: error }, 'concurrent change');
      return reply.status(409).send(errorBody('CONFLICT', race));
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(errorStatus[known.code]).send(errorBody(known.code, known.message));

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED', error.message));
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const code = codeForStatus(status);
      return reply.status(status).send(errorBody(code, error.message || 'The request could not be processed.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(internal(request));
  });
}

function internal(request: FastifyRequest): ErrorBody {
  return errorBody(
    'INTERNAL',
    `Something went wrong on our side. Please try again; if it keeps happening, contact support and quote reference ${request.id}.`,
  );
}

/** What Node refuses before a request reaches Fastify (its HTTP parser's errors), answered in the same envelope. */
const clientErrors: Partial<Record<string, { status: number; phrase: string; body: ErrorBody }>> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    phrase: 'Request Header Fields Too Large',
    body: errorBody(
      'BAD_REQUEST',
      'The request headers are too large. Clear this site’s cookies or send fewer or shorter headers, and try again.',
    ),
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    phrase: 'Request Timeout',
    body: errorBody('BAD_REQUEST', 'The request took too long to arrive. Check the connection and try again.'),
  },
};
const malformed = {
  status: 400,
  phrase: 'Bad Request',
  body: errorBody('BAD_REQUEST', 'The request could not be read as HTTP. Check the client and try again.'),
};

/**
 * Fastify's clientErrorHandler: answers a request Node's HTTP parser refused (headers over 16 KB: 431; a request
 * that timed out: 408; anything malformed: 400) with `{ status: false, message, code }`, as every other failure.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = clientErrors[error.code ?? ''] ?? malformed;
  const body = JSON.stringify(answer.body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.phrase}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
