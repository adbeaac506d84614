import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request. Fastify's default writes two (incoming, then completed), each serializing the request or
 * the reply; this line carries the facts of both. Errors and Fastify's other log lines keep their default behaviour.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Logged once, on completion.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info(
      {
        method: request.method,
        url: request.url,
        ip: request.ip,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}
