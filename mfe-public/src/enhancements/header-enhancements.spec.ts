import { enhanceHeader } from './header-enhancements';

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('enhanceHeader', () => {
  beforeAll(() => {
    document.body.innerHTML = `
      <header data-site-header="true" data-scrolled="false">
        <details data-phone-menu="true"><summary>Open menu</summary><nav aria-label="Mobile"><a href="/services">Services</a></nav></details>
      </header>
      <main><p>Page text</p></main>`;
    enhanceHeader(document);
  });
  afterEach(() => scrollPageTo(0));

  const header = () => document.querySelector('header') as HTMLElement;
  const menu = () => document.querySelector('details') as HTMLDetailsElement;
  const openMenu = () => {
    menu().open = true;
  };

  it('gives the header its shadow once the page scrolls past 20 px (SPEC §9)', () => {
    scrollPageTo(20);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollPageTo(21);
    expect(header()).toHaveAttribute('data-scrolled', 'true');
    scrollPageTo(0);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
  });

  it('closes the open phone menu on Escape, with focus back on its toggle', () => {
    openMenu();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(menu().querySelector('summary'));
  });

  it('closes the phone menu on a tap outside it, or on a link in it, and not on a tap inside it', () => {
    openMenu();
    (menu().querySelector('nav') as HTMLElement).click();
    expect(menu().open).toBe(true);
    (document.querySelector('main p') as HTMLElement).click();
    expect(menu().open).toBe(false);

    openMenu();
    const link = menu().querySelector('a') as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(menu().open).toBe(false);
  });
});
