import type { LoggerOptions } from 'pino';
import { currentTrace } from './request-trace';

/** Paths pino removes from every log line: session cookies and credentials never reach the logs. */
export const REDACTED_LOG_PATHS = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.passwordHash', '*.token'];

/**
 * How server processes write their logs: readable lines for a person at a terminal (pino-pretty), one JSON object per
 * line otherwise (files, containers, log collectors). Every line carries the trace of the request or job it belongs
 * to (`requestId`, and `jobName`/`jobId` in the worker), so one enquiry or upload can be followed from API to mail.
 */
export function logFormat(stdout: { isTTY?: boolean } = process.stdout): Pick<LoggerOptions, 'mixin' | 'transport'> {
  const mixin = () => currentTrace();
  if (!stdout.isTTY) return { mixin };
  return { mixin, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } };
}
