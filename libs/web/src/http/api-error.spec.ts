import { ApiError, apiFieldError, errorMessage, isApiError } from './api-error';

const error = new ApiError({ kind: 'http', status: 400, method: 'POST', url: '/api/admin/users', userMessage: 'Email is invalid' });

describe('ApiError', () => {
  it('appends method and URL to its message and keeps the user message apart', () => {
    expect(error.message).toBe('Email is invalid (POST /api/admin/users)');
    expect(error.userMessage).toBe('Email is invalid');
    expect(error.name).toBe('ApiError');
    expect(error).toBeInstanceOf(Error);
  });

  it('is recognised by isApiError', () => {
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ userMessage: 'x' })).toBe(false);
  });
});

describe('errorMessage', () => {
  it.each([
    ['an ApiError', error, 'Email is invalid'],
    ['an Error', new Error('Boom'), 'Boom'],
    ['an Error without a message', new Error(''), 'An unknown error occurred'],
    ['a string', 'oops', 'An unknown error occurred'],
    ['undefined', undefined, 'An unknown error occurred'],
  ])('gives the text to show for %s', (_name, value, expected) => {
    expect(errorMessage(value)).toBe(expected);
  });

  it('uses the caller fallback', () => {
    expect(errorMessage(null, 'Please try again later.')).toBe('Please try again later.');
  });
});

describe('apiFieldError', () => {
  const refused = (body: unknown) => new ApiError({ kind: 'http', userMessage: 'Refused', method: 'POST', url: '/api/x', status: 400, body });

  it("reads a field's message from a refusal's issues", () => {
    expect(
      apiFieldError(
        refused({
          issues: [
            { path: 'title', message: 'Title is required' },
            { path: 'agentId', message: 'Choose one' },
          ],
        }),
        'agentId',
      ),
    ).toBe('Choose one');
  });

  it('is undefined for another field, a body without issues, or an error that is not an ApiError', () => {
    expect(apiFieldError(refused({ issues: [{ path: 'title', message: 'Title is required' }] }), 'agentId')).toBeUndefined();
    expect(apiFieldError(refused(null), 'agentId')).toBeUndefined();
    expect(apiFieldError(new Error('boom'), 'agentId')).toBeUndefined();
  });
});
