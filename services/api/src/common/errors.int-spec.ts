import request from 'supertest';
import { ErrorBodySchema } from '@app/contracts';
import { useTestApp } from '../testing/test-app';

describe('API errors', () => {
  const context = useTestApp();

  it('answers an unknown /api path with a JSON 404, never the HTML page', async () => {
    const response = await request(context.server).get('/api/no-such-thing').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(ErrorBodySchema.parse(response.body)).toEqual({
      statusCode: 404,
      error: 'No such API route: GET /api/no-such-thing',
      message: 'No such API route: GET /api/no-such-thing',
    });
  });

  it('answers malformed JSON with a JSON 400 and no stack trace', async () => {
    const response = await request(context.server).post('/api/anything').set('Content-Type', 'application/json').send('{"broken": ').expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'The request body is not valid JSON',
      message: 'The request body is not valid JSON',
    });
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js/);
  });
});

describe('request bodies', () => {
  const context = useTestApp();

  it.each([
    ['application/x-www-form-urlencoded', 'email=a%40b.sg'],
    ['text/plain', '{"email":"a@b.sg"}'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
  ])('refuses a %s body to a JSON route with 415', async (contentType, body) => {
    const response = await request(context.server).post('/api/health').set('Content-Type', contentType).send(body).expect(415);
    expect(response.body.message).toBe('Send the request body as JSON (Content-Type: application/json)');
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await request(context.server)
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(300 * 1024) }))
      .expect(413);
    expect(response.body.message).toBe('The request body is too large');
  });
});
