import { Writable } from 'node:stream';
import pino from 'pino';
import { logFormat } from './logger-options';
import { runTraced } from './request-trace';

describe('logFormat', () => {
  it('pretty-prints for a terminal and writes JSON otherwise', () => {
    expect(logFormat({ isTTY: true }).transport).toEqual(expect.objectContaining({ target: 'pino-pretty' }));
    expect(logFormat({ isTTY: false }).transport).toBeUndefined();
    expect(logFormat({}).transport).toBeUndefined();
  });

  it('adds the trace of the request or job running to every line, and nothing outside one', () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    });
    const logger = pino({ mixin: logFormat({ isTTY: false }).mixin }, sink);
    runTraced({ requestId: 'request-1234', jobName: 'media.process', jobId: 'job-1' }, () => logger.info('inside'));
    logger.info('outside');
    expect(lines[0]).toMatchObject({ msg: 'inside', requestId: 'request-1234', jobName: 'media.process', jobId: 'job-1' });
    expect(lines[1]).not.toHaveProperty('requestId');
  });
});
