import { renderHook } from '@testing-library/react';
import { type Resolver, useForm } from 'react-hook-form';
import { lazyResolver, noticeWhenUnchecked } from './lazy-resolver';

type Fields = { email: string };
const passing: Resolver<Fields, unknown, Fields> = (values) => ({ values, errors: {} });
const check = (resolver: Resolver<Fields, unknown, Fields>) => resolver({ email: 'a@b.sg' }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('lazyResolver', () => {
  it('fetches the checks once, on prefetch or on the first check, and then checks with them', async () => {
    const load = jest.fn(() => Promise.resolve(passing));
    const validation = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    validation.prefetch();
    await expect(check(validation.resolver)).resolves.toEqual({ values: { email: 'a@b.sg' }, errors: {} });
    await check(validation.resolver);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again on the next check when a fetch failed (offline), instead of failing every submit', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(passing);
    const validation = lazyResolver<Fields, Fields>(load);
    await expect(check(validation.resolver)).rejects.toThrow('offline');
    await expect(check(validation.resolver)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers a submit whose checks cannot be fetched with the notice, and sends nothing', async () => {
    const validation = lazyResolver<Fields, Fields>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const { result } = renderHook(() => useForm<Fields, unknown, Fields>({ resolver: validation.resolver, defaultValues: { email: 'a@b.sg' } }));
    const send = jest.fn();
    const notice = jest.fn();
    await noticeWhenUnchecked(result.current.handleSubmit(send), notice)();
    expect(notice).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });
});
