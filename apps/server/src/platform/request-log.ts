import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
type ChildArgs = Parameters<FastifyBaseLogger['child']>;

/**
 * A request's logger that builds its pino child (bindings serialized and redacted) only when a
 * line is actually written. Most requests write none below the configured level, and making the
 * child on every request cost more than anything else in our logging.
 */
class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: ChildArgs[0],
    private readonly options: NonNullable<ChildArgs[1]>,
  ) {}

  /** The real child logger, made on first use. */
  private resolve(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  private write(level: Level, args: unknown[]): void {
    // Sure to be dropped: the child would share the parent's level, which is above this one.
    if (this.#child === undefined && this.options.level === undefined) {
      const parent = this.parent as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
      if (typeof parent.isLevelEnabled === 'function' && !parent.isLevelEnabled(level)) return;
    }
    const logger = this.resolve();
    (logger[level] as (...args: unknown[]) => void).apply(logger, args);
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.resolve().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(...args: unknown[]): void {
    this.write('silent', args);
  }

  child(...args: ChildArgs): FastifyBaseLogger {
    return this.resolve().child(...args);
  }
}

/** Fastify's `childLoggerFactory`: request loggers that cost nothing until they log. */
export const lazyChildLoggerFactory = (
  logger: FastifyBaseLogger,
  bindings: ChildArgs[0],
  options: NonNullable<ChildArgs[1]>,
): FastifyBaseLogger => new LazyChildLogger(logger, bindings, options);

/**
 * One access-log line per request, written when it completes (method, url, status, time), in
 * place of Fastify's two ("incoming request" + "request completed").
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
