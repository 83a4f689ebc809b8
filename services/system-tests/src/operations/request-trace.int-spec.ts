import { jpegImage, type SmtpSink } from '@app/core/testing';
import { eventually } from '../support';
import { ENQUIRY, WorkerFaultStack } from '../worker-faults/worker-fault-stack';
import { closeMailFaultStack, startMailFaultStack } from '../worker-faults/mail-fault-stack';

const REQUEST_ID = 'trace-enquiry-4f1c9a2b';

/** The JSON log lines of a process's output (its stdout is no terminal, so every line is JSON). */
function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Issue 16, item 3: one enquiry followed from the API to the worker to the mail by its request id, in JSON logs
 * (the processes' standard output is a pipe, not a terminal).
 */
describe('a request id from the HTTP request to the worker and the mail (API, worker, PostgreSQL, Redis, SMTP sink)', () => {
  let sink: SmtpSink;
  let stack: WorkerFaultStack;

  beforeAll(async () => {
    ({ stack, sink } = await startMailFaultStack('request_trace', {
      STAFF_NOTIFY_EMAIL: 'enquiries@harbourline.test',
    }));
    await stack.startWorker();
  });
  afterAll(() => closeMailFaultStack({ stack, sink }));

  it('logs the enquiry, its job and its mail under the id the browser sent, and puts it in the mail', async () => {
    const contact = await stack.staff.post('/api/contact', ENQUIRY, { headers: { 'x-request-id': REQUEST_ID } });
    expect(contact.status).toBe(201);

    const mail = await eventually(() => sink.received.find((received) => received.to.includes('<enquiries@harbourline.test>')), {
      timeoutMs: 20_000,
      message: 'the staff notification',
    });
    expect(mail.raw).toMatch(new RegExp(`^X-Request-Id: ${REQUEST_ID}$`, 'im'));

    const apiLines = jsonLines(stack.api.output).filter((line) => line.requestId === REQUEST_ID);
    expect(apiLines).toContainEqual(
      expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ id: REQUEST_ID, url: '/api/contact' }) }),
    );
    const workerLines = await eventually(
      () => {
        const traced = jsonLines(stack.workerOutput()).filter((line) => line.requestId === REQUEST_ID);
        return traced.some((line) => String(line.msg).startsWith('Mail sent')) ? traced : null;
      },
      { message: "the worker's mail line" },
    );
    expect(workerLines).toContainEqual(expect.objectContaining({ jobName: 'mail.send', jobId: expect.any(String), msg: expect.stringMatching(/^Mail sent/) }));
  });

  it('carries the id of an upload into its media job and the worker lines that process it', async () => {
    const uploadId = 'trace-upload-7d3e0b91';
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await jpegImage({ width: 800, height: 600 }))], { type: 'image/jpeg' }), 'listing.jpg');
    const upload = await stack.staff.request<{ id: string }[]>('POST', '/api/admin/media', { body: form, headers: { 'x-request-id': uploadId } });
    expect(upload.status).toBe(201);
    const mediaId = upload.body[0]?.id ?? '';

    expect((await stack.job('media', mediaId))?.data).toEqual({ mediaId, requestId: uploadId });
    await eventually(
      () =>
        jsonLines(stack.workerOutput()).some(
          (line) => line.requestId === uploadId && line.jobName === 'media.process' && line.msg === `media/media.process ${mediaId} completed`,
        ),
      { timeoutMs: 20_000, message: 'the processed upload in the worker log' },
    );
  });
});
