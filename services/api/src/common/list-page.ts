/** The envelope of one page of a list: its items, how many match in all, and the page and page size that were asked for. */
export function listPage<Item>(items: Item[], total: number, query: { page: number; pageSize: number }) {
  return { items, total, page: query.page, pageSize: query.pageSize };
}
