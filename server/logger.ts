import pino, { type LoggerOptions } from 'pino';
import type { Env } from './env';

/** Structured JSON logs; pretty, human-readable lines in development. */
export function loggerOptions(env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: ['req.headers.cookie', 'res.headers["set-cookie"]', '*.password'], censor: '[redacted]' },
    ...(env.NODE_ENV === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

export function createLogger(env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>) {
  return pino(loggerOptions(env));
}
