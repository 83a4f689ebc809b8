import { itemsOfPages, nextPageNumber } from './endpoint-pages';

describe('nextPageNumber', () => {
  it.each([
    [{ page: 1, pageSize: 2, total: 5 }, 2],
    [{ page: 2, pageSize: 2, total: 5 }, 3],
    [{ page: 3, pageSize: 2, total: 5 }, undefined],
    [{ page: 2, pageSize: 2, total: 4 }, undefined],
    [{ page: 1, pageSize: 20, total: 0 }, undefined],
  ])('after %j is %s', (page, next) => {
    expect(nextPageNumber({ ...page, items: [] })).toBe(next);
  });
});

describe('itemsOfPages', () => {
  it('joins the pages in order, each item once when the list grew between two pages', () => {
    const page = (ids: string[], number: number) => ({ items: ids.map((id) => ({ id })), total: 5, page: number, pageSize: 2 });
    expect(itemsOfPages({ pages: [page(['e', 'd'], 1), page(['d', 'c'], 2)], pageParams: [1, 2] }).map((item) => item.id)).toEqual(['e', 'd', 'c']);
  });
});
