import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithUi } from '../../testing/render-with-ui';
import { TableCell, TableRow } from '../table/table';
import { type PagedState } from './paged-results';
import { PagedTable } from './paged-table';
import { usePageParam } from './use-page-param';

interface Fruit {
  id: string;
  name: string;
}

const FRUITS: Fruit[] = Array.from({ length: 25 }, (_, index) => ({ id: String(index + 1), name: `Fruit ${index + 1}` }));

/** What a server would answer for `page`, 10 to a page. */
function pageOf(page: number): PagedState<Fruit> {
  return { status: 'success', data: { items: FRUITS.slice((page - 1) * 10, page * 10), total: FRUITS.length, page, pageSize: 10 } };
}

function FruitTable({ state, onPage = jest.fn() }: { state: PagedState<Fruit>; onPage?: (page: number) => void }) {
  return (
    <PagedTable caption="Fruit in stock" columns={['Name', 'Code']} state={state} subject="the fruit" empty={<p>No fruit yet</p>} onPage={onPage}>
      {(items) =>
        items.map((fruit) => (
          <TableRow key={fruit.id}>
            <TableCell>{fruit.name}</TableCell>
            <TableCell>{fruit.id}</TableCell>
          </TableRow>
        ))
      }
    </PagedTable>
  );
}

/** The table on a route whose page is kept in the URL, beside the URL's search. */
function RoutedFruit() {
  const [page, showPage] = usePageParam();
  const location = useLocation();
  return (
    <>
      <output aria-label="Search">{location.search}</output>
      <FruitTable state={pageOf(page)} onPage={showPage} />
    </>
  );
}

function renderRouted(entry: string) {
  return renderWithUi(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/list" element={<RoutedFruit />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('PagedTable', () => {
  it('shows a captioned table with column headers, one row per item, and where the page stands', () => {
    renderWithUi(<FruitTable state={pageOf(1)} />);

    const table = screen.getByRole('table', { name: 'Fruit in stock' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Code']);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('1–10 of 25 · Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  describe('paged by keyset', () => {
    /** What a server would answer for the cursor params of `search`: the cursor is the index of the row it follows or precedes. */
    function keysetPageOf(search: string, total = FRUITS.length, totalIsCapped = false): PagedState<Fruit> {
      const params = new URLSearchParams(search);
      const start = params.has('after') ? Number(params.get('after')) + 1 : params.has('before') ? Math.max(0, Number(params.get('before')) - 10) : 0;
      const items = FRUITS.slice(start, start + 10);
      const next = start + 10 < FRUITS.length ? String(start + 9) : null;
      return { status: 'success', data: { items, total, totalIsCapped, next, previous: start > 0 ? String(start) : null } };
    }

    function KeysetFruit() {
      const location = useLocation();
      return (
        <>
          <output aria-label="Search">{location.search}</output>
          <FruitTable state={keysetPageOf(location.search)} />
        </>
      );
    }

    const renderKeyset = (entry: string) =>
      renderWithUi(
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/list" element={<KeysetFruit />} />
          </Routes>
        </MemoryRouter>,
      );

    it('links to the next and previous pages with their cursors in the URL, the filters kept, and disables the ends', async () => {
      renderKeyset('/list?status=open');
      expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Showing 10 of 25 matches');
      expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

      screen.getByRole('link', { name: 'Next' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('status', { name: 'Search' })).toHaveTextContent(/^\?status=open&after=9$/);
      expect(screen.getByRole('cell', { name: 'Fruit 11' })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('link', { name: 'Next' }));
      expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Showing 5 of 25 matches');
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

      await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
      expect(screen.getByRole('status', { name: 'Search' })).toHaveTextContent(/^\?status=open&before=20$/);
      expect(screen.getByRole('cell', { name: 'Fruit 11' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
    });

    it('says "more than" a capped total, and what stands past the last match', () => {
      const { rerender } = renderWithUi(
        <MemoryRouter>
          <FruitTable state={keysetPageOf('', 10_000, true)} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Showing 10 of more than 10,000 matches');

      rerender(
        <MemoryRouter>
          <FruitTable state={{ status: 'success', data: { items: [], total: 1, totalIsCapped: false, next: null, previous: 'x' } }} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('No more of the 1 match past this point');
      expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/?before=x');
    });
  });

  it('says it is loading, and shows a failure with Try Again that retries', async () => {
    const { rerender } = renderWithUi(<FruitTable state={{ status: 'pending' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the fruit');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const retry = jest.fn();
    rerender(<FruitTable state={{ status: 'error', message: 'The server is unavailable', retry }} />);
    expect(screen.getByRole('heading', { name: 'Error loading the fruit: The server is unavailable' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows its empty state, without a table or pager, when there is nothing', () => {
    renderWithUi(<FruitTable state={{ status: 'success', data: { items: [], total: 0, page: 1, pageSize: 10 } }} />);

    expect(screen.getByText('No fruit yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages from the keyboard, keeping the page in the URL with the other params, and Next stops on the last page', async () => {
    renderRouted('/list?status=open');

    screen.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Search' })).toHaveTextContent('?status=open&page=2');
    expect(screen.getByRole('cell', { name: 'Fruit 11' })).toBeInTheDocument();

    await userEvent.keyboard(' ');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('21–25 of 25 · Page 3 of 3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('status', { name: 'Search' })).toHaveTextContent(/^\?status=open$/);
  });

  it('says a page past the end of an exact total is past the last, without an empty table, and goes to the last page', async () => {
    renderRouted('/list?status=open&page=99');

    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('25 matches · Page 99 is past the last');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Go to the last page' }));
    expect(screen.getByRole('status', { name: 'Search' })).toHaveTextContent('?status=open&page=3');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('21–25 of 25 · Page 3 of 3');
    expect(screen.queryByRole('button', { name: 'Go to the last page' })).not.toBeInTheDocument();
  });

  it('opens on the page the URL names, and reads a page that is not a number as the first', () => {
    const { unmount } = renderRouted('/list?page=3');
    expect(screen.getByRole('cell', { name: 'Fruit 21' })).toBeInTheDocument();
    unmount();

    renderRouted('/list?page=abc');
    expect(screen.getByRole('cell', { name: 'Fruit 1' })).toBeInTheDocument();
  });
});
