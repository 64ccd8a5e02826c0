// RFC 9457 problem+json answers, the error format of every API route but the room miss.
import type { FastifyReply } from 'fastify';
import type { ErrorCode, ProblemDetails } from '@skal/shared';

const STATUS_OF: Record<ErrorCode, number> = {
  invalid: 400,
  empty: 400,
  too_long: 400,
  placeholder: 400,
  not_member: 403,
  not_found: 404,
  taken: 409,
  used: 409,
  used_up: 409,
  room_full: 409,
  rate_limited: 429,
  removals_limited: 429,
  unavailable: 503,
  round_running: 409,
  not_holder: 409,
  no_round: 404,
  stale: 409,
  no_player: 404,
  model_unavailable: 503,
  too_few: 503,
};

const TITLE_OF: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  408: 'Request timeout',
  409: 'Conflict',
  413: 'Payload too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  416: 'Range not satisfiable',
  429: 'Too many requests',
  500: 'Internal server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
};

export function sendProblem(reply: FastifyReply, status: number, detail: string, code?: ErrorCode): FastifyReply {
  const body: ProblemDetails = { title: TITLE_OF[status] ?? 'Error', status, detail, ...(code ? { code } : {}) };
  return reply.code(status).type('application/problem+json').send(body);
}

export function sendErrorCode(reply: FastifyReply, code: ErrorCode, detail: string): FastifyReply {
  return sendProblem(reply, STATUS_OF[code], detail, code);
}
