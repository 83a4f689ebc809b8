import { request } from './request';
import type { RequestOptions, ReturnNullOn401 } from './types';

export type ReadOptions<T = unknown> = Omit<RequestOptions<T>, 'body'>;
export type WriteOptions<T = unknown> = Omit<RequestOptions<T>, 'body' | 'onUnauthorized'>;

function get<T = unknown>(url: string, options: ReadOptions<T> & ReturnNullOn401): Promise<T | null>;
function get<T = unknown>(url: string, options?: ReadOptions<T>): Promise<T>;
function get(url: string, options?: ReadOptions): Promise<unknown> {
  return request('GET', url, options);
}

/** Shorthands for `request`. */
export const http = {
  get,
  post: <T = unknown>(url: string, body?: unknown, options?: WriteOptions<T>) =>
    request<T>('POST', url, { ...options, body }),
  put: <T = unknown>(url: string, body?: unknown, options?: WriteOptions<T>) =>
    request<T>('PUT', url, { ...options, body }),
  delete: <T = unknown>(url: string, options?: WriteOptions<T>) => request<T>('DELETE', url, options),
};
