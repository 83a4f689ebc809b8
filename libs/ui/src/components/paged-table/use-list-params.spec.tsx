import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListParams } from './use-list-params';

const FILTERS = ['q', 'status'] as const;

function renderAt(entry: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useListParams(FILTERS, { status: 'open' }), location: useLocation() }), { wrapper });
}

describe('useListParams', () => {
  it('reads the filters and page from the address, a missing filter at its default', () => {
    const { result } = renderAt('/list?q=Marine&page=3');
    expect(result.current.list.values).toEqual({ q: 'Marine', status: 'open' });
    expect(result.current.list.page).toBe(3);
  });

  it('reads the keyset cursor from the address, and a changed filter drops it', () => {
    const { result } = renderAt('/list?q=Marine&after=abc');
    expect(result.current.list.cursor).toEqual({ after: 'abc' });
    act(() => result.current.list.show({ q: 'Tampines' }));
    expect(result.current.location.search).toBe('?q=Tampines');
    expect(result.current.list.cursor).toEqual({});
  });

  it('starts a changed filter at its first page, and leaves out of the address what is at its default', () => {
    const { result } = renderAt('/list?q=Marine&status=done&page=3');
    act(() => result.current.list.show({ status: 'open' }));
    expect(result.current.location.search).toBe('?q=Marine');
    act(() => result.current.list.show({ q: '', status: 'all', page: 2 }));
    expect(result.current.location.search).toBe('?status=all&page=2');
    expect(result.current.list.values).toEqual({ q: '', status: 'all' });
  });
});
