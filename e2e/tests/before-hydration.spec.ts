import { type APIRequestContext, expect, type Locator, request as playwrightRequest, test, type Page } from '@playwright/test';
import {
  BLOG_PAGE_SIZE,
  CONSENT_TEXT,
  type ContentDraft,
  endpointUrl,
  type EnquiryPage,
  INBOX_ENDPOINTS,
  NEWSLETTER_MESSAGES,
  type PublishResult,
} from '@app/contracts';
import { OWNER } from '../support/accounts';
import { confirmationToken, subscribeThroughApi, unsubscribeToken } from '../support/newsletter-links';
import { expectHydrated, holdIslandHydration, holdPageScripts, isHydrated } from '../support/page-scripts';

/**
 * What a visitor does before the page's scripts have run (a phone on a slow network) works, and is not undone when
 * they run: each test holds back the shell's entry script, acts on the server's HTML, then lets the scripts load.
 * The same actions are tested with JavaScript disabled (the contact and footer newsletter forms in
 * without-javascript.spec.ts).
 */

const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
/** A media library address of an item that does not exist: the server knows, and renders the placeholder. */
const MISSING_MEDIA_IMAGE = '/media/00000000-0000-4000-8000-000000000000/1920.webp';

const run = Date.now().toString(36);
/** Post A: its image is a media library address with no item; its title word and second tag are its own. Both posts are tagged HDB first, so they have related articles, as other tests expect of the newest post. */
const LIBRARY_POST = { word: `harbourfront${run}`, tag: `earlybird${run}`, title: `Service charges at Harbourfront${run} explained` };
/** Post B: its image is a file of the site that does not exist, so it fails as the page loads. */
const BROKEN_IMAGE_POST = { title: `Renovation rules for older condos ${run}`, image: `/images/blog/missing-${run}.svg` };
let libraryPostSlug = '';
let brokenImagePostSlug = '';

async function ownerApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const response = await api.post('/api/auth/login', { data: { email: OWNER.email, password: OWNER.password } });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

async function publishPost(api: APIRequestContext, fields: { title: string; imageUrl: string; tags: string[] }): Promise<string> {
  const created = await api.post('/api/admin/content-drafts', {
    data: { ...fields, content: '<p>What owners pay for, and why it changes.</p>', author: 'Mei Tan', contentType: 'blog', status: 'approved' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const draft = (await created.json()) as ContentDraft;
  const published = await api.post(`/api/admin/content-drafts/${draft.id}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  return ((await published.json()) as PublishResult).post.slug;
}

/** Publishes posts until at least `count` are published (the blog's paging needs more than a page of them). */
async function publishUntil(baseURL: string, count: number): Promise<void> {
  const api = await ownerApi(baseURL);
  try {
    const published = Number((await api.get('/api/blog-posts')).headers()['x-total-count']);
    for (let index = published; index < count; index += 1) {
      await publishPost(api, { title: `Notes for landlords, part ${index} ${run}`, imageUrl: '/images/blog/blog-2.svg', tags: ['Property'] });
    }
  } finally {
    await api.dispose();
  }
}

test.beforeAll(async ({ baseURL }) => {
  const api = await ownerApi(baseURL as string);
  try {
    libraryPostSlug = await publishPost(api, { title: LIBRARY_POST.title, imageUrl: MISSING_MEDIA_IMAGE, tags: ['HDB', LIBRARY_POST.tag] });
    brokenImagePostSlug = await publishPost(api, { title: BROKEN_IMAGE_POST.title, imageUrl: BROKEN_IMAGE_POST.image, tags: ['HDB'] });
  } finally {
    await api.dispose();
  }
});

/** The blog's cards. */
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const topicLink = (page: Page, topic: string) => page.getByRole('list', { name: 'Topics' }).locator(`a[href="/blog?topic=${topic}"]`);
const phoneMenuToggle = (page: Page) => page.locator('header details[data-phone-menu] > summary');
/** A post's hero image: the first image of its article. */
const heroImage = (page: Page, title: string) => page.getByRole('article', { name: title }).locator('img').first();

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
/** The contact page reading's messages of an empty form (SPEC §5). */
const EMPTY_CONTACT_PAGE_FORM_MESSAGES = [
  'Name is required',
  'Please enter a valid email address',
  'Please provide more details in your message',
  'You must agree to our terms and conditions',
];

/** The enquiries from this address in the staff inbox. */
async function inboxEnquiriesFrom(baseURL: string, email: string): Promise<EnquiryPage['items']> {
  const api = await ownerApi(baseURL);
  try {
    const response = await api.get(endpointUrl(INBOX_ENDPOINTS.enquiries, {}, { q: email }));
    expect(response.status()).toBe(200);
    return ((await response.json()) as EnquiryPage).items;
  } finally {
    await api.dispose();
  }
}

test.describe('before the scripts have loaded', () => {
  test('the home page scrolled before the scripts run stays where the visitor scrolled it', async ({ page }) => {
    const release = await holdPageScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await page.locator('#contact').evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);

    release();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The island on screen (the contact form) hydrates: that must not move the page either.
    await expectHydrated(page, 'contact-form');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('search text typed into /blog before its scripts run filters the grid once they do, and the address follows', async ({ page }) => {
    const release = await holdPageScripts(page);
    await page.goto('/blog', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await expect(cards(page).nth(1)).toBeAttached();
    await search.fill(LIBRARY_POST.word);
    expect(new URL(page.url()).search).toBe('');
    expect(await cards(page).count()).toBeGreaterThan(1);

    release();
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${LIBRARY_POST.word}$`));
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText(LIBRARY_POST.title);
    await expect(search).toHaveValue(LIBRARY_POST.word);
  });

  test('Enter in the /blog search before its scripts run sends the search, and the server answers the filtered list', async ({ page }) => {
    const release = await holdPageScripts(page);
    try {
      await page.goto('/blog', { waitUntil: 'commit' });
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      await expect(cards(page).nth(1)).toBeAttached();
      await search.fill(LIBRARY_POST.word);
      await search.press('Enter');

      await expect(page).toHaveURL(new RegExp(`/blog\\?q=${LIBRARY_POST.word}$`));
      // Still without scripts: the server filtered the list.
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page)).toContainText(LIBRARY_POST.title);
      await expect(cards(page).locator('mark')).toHaveText(new RegExp(`^${LIBRARY_POST.word}$`, 'i'));
      await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(LIBRARY_POST.word);
    } finally {
      release();
    }
  });

  test('a topic of /blog chosen before its scripts run opens the list of that topic, filtered by the server', async ({ page }) => {
    const release = await holdPageScripts(page);
    try {
      await page.goto('/blog', { waitUntil: 'commit' });
      await expect(cards(page).nth(1)).toBeAttached();
      await topicLink(page, LIBRARY_POST.tag).click();

      await expect(page).toHaveURL(new RegExp(`/blog\\?topic=${LIBRARY_POST.tag}$`));
      await expect(topicLink(page, LIBRARY_POST.tag)).toHaveAttribute('aria-current', 'page');
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page)).toContainText(LIBRARY_POST.title);
    } finally {
      release();
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the menu opens before the scripts run, and stays open until Escape closes it once they have', async ({ page }) => {
      const release = await holdPageScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      const toggle = phoneMenuToggle(page);
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(toggle).toHaveAccessibleName('Open menu');
      await expect(menu).toBeHidden();

      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAccessibleName('Close menu');
      await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();

      release();
      await page.waitForLoadState('networkidle');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAccessibleName('Open menu');
    });
  });

  test('the contact form filled and sent before the scripts run is sent by its native post', async ({ page, baseURL }) => {
    const release = await holdPageScripts(page);
    try {
      await page.goto('/contact', { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: 'Send us a message' });
      const email = `before-scripts-${run}@example.com`;
      await form.getByRole('textbox', { name: 'Name' }).fill('Farah Ismail');
      await form.getByRole('textbox', { name: 'Email' }).fill(email);
      await form.getByRole('combobox', { name: 'Service' }).selectOption('tenant-placement');
      await form.getByRole('textbox', { name: 'Message' }).fill('I need tenants for my three-room flat in Bishan from March.');
      await form.getByRole('checkbox', { name: CONSENT_TEXT }).check();
      const send = form.getByRole('button', { name: 'Send Message' });
      await expect(send).toBeEnabled();
      expect(await isHydrated(page, 'contact-form')).toBe(false);
      const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact/form');
      await send.click();

      await posted;
      await expect(page).toHaveURL(/\/contact\?sent=contact$/);
      await expect(page.getByRole('status').getByText('Message sent successfully', { exact: true })).toBeVisible();
      expect(await inboxEnquiriesFrom(baseURL as string, email)).toEqual([
        expect.objectContaining({ name: 'Farah Ismail', email, service: 'tenant-placement' }),
      ]);
    } finally {
      release();
    }
  });

  test('the footer newsletter form filled and sent before the scripts run is sent by its native post', async ({ page }) => {
    const release = await holdPageScripts(page);
    try {
      await page.goto('/about', { waitUntil: 'commit' });
      const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter subscription' });
      await form.getByRole('textbox', { name: 'Email address' }).fill(`before-scripts-reader-${run}@example.com`);
      const subscribe = form.getByRole('button', { name: 'Subscribe' });
      await expect(subscribe).toBeEnabled();
      await subscribe.click();

      await expect(page).toHaveURL(/\/about\?sent=newsletter$/);
      await expect(page.getByRole('contentinfo').getByRole('status').getByText('Subscribed to newsletter', { exact: true })).toBeVisible();
    } finally {
      release();
    }
  });

  test("a newsletter confirmation link's button pressed before the scripts run confirms the subscription", async ({ page, baseURL }) => {
    const staff = await ownerApi(baseURL as string);
    const subscriber = await subscribeThroughApi(page.request, staff, `confirm-early-${run}@example.com`).finally(() => staff.dispose());
    const release = await holdPageScripts(page);
    try {
      await page.goto(`/newsletter/confirm?token=${confirmationToken(subscriber.id, subscriber.consentedAt)}`, { waitUntil: 'commit' });
      const confirm = page.getByRole('main').getByRole('button', { name: 'Confirm Subscription' });
      await expect(confirm).toBeEnabled();
      await confirm.click();

      await expect(page).toHaveURL(/\/newsletter\/confirm\?sent=newsletter-confirmed$/);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(NEWSLETTER_MESSAGES.confirmed);
    } finally {
      release();
    }
  });

  test('a post whose media library image does not exist has the placeholder in the HTML', async ({ page }) => {
    const release = await holdPageScripts(page);
    try {
      await page.goto(`/blog/${libraryPostSlug}`, { waitUntil: 'commit' });
      await expect(heroImage(page, LIBRARY_POST.title)).toHaveAttribute('src', PLACEHOLDER_IMAGE);
      await page.goto(`/blog?q=${LIBRARY_POST.word}`, { waitUntil: 'commit' });
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).locator('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    } finally {
      release();
    }
  });

  test('an image that fails to load before the scripts run is replaced by the placeholder once they do', async ({ page }) => {
    const release = await holdPageScripts(page);
    await page.goto(`/blog/${brokenImagePostSlug}`, { waitUntil: 'commit' });
    const image = heroImage(page, BROKEN_IMAGE_POST.title);
    await expect(image).toHaveAttribute('src', BROKEN_IMAGE_POST.image);
    // Failed, and nothing has replaced it: no script of ours runs yet.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth === 0)).toBe(true);
    await expect(image).toHaveAttribute('src', BROKEN_IMAGE_POST.image);

    release();
    await expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  });
});

test.describe('before an island has hydrated', () => {
  test('an empty contact form sent while its island loads shows the inline messages on /contact, as it would later', async ({ page }) => {
    const { wanted, release } = await holdIslandHydration(page);
    const formRoutePosts: string[] = [];
    page.on(
      'request',
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact/form' && formRoutePosts.push(request.url()),
    );
    await page.goto('/contact');
    // The form is on screen: the loader wants its island at once, and its code is held.
    await wanted;
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await isHydrated(page, 'contact-form')).toBe(false);

    release();
    await expectHydrated(page, 'contact-form');
    for (const message of EMPTY_CONTACT_PAGE_FORM_MESSAGES) await expect(form.getByText(message, { exact: true })).toHaveCount(1);
    await expect(page).toHaveURL(/\/contact$/);
    expect(formRoutePosts).toEqual([]);
    // Where a visitor's later try lands: the first field refused, with its message beside it.
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  });

  test('"Show Map" tapped while its island loads shows the embedded map, not a new tab', async ({ page, context }) => {
    const { wanted, release } = await holdIslandHydration(page);
    const tabs: string[] = [];
    context.on('page', (opened) => tabs.push(opened.url()));
    await page.goto('/contact');
    await wanted;
    await page.getByRole('link', { name: 'Show Map' }).click();
    expect(await isHydrated(page, 'map-facade')).toBe(false);

    release();
    await expect(page.locator('iframe[title^="Map showing"]')).toBeVisible();
    expect(tabs).toEqual([]);
  });

  test('an enquiry sent natively before the scripts ran, then one sent once hydrated, shows one notice', async ({ page }) => {
    const release = await holdPageScripts(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = contactForm(page);
    await fillEnquiry(form, `early-then-late-${run}@example.com`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=contact$/);
    const sent = page.getByText('Message sent successfully', { exact: true });
    await expect(sent).toHaveCount(1);

    release();
    await form.getByRole('textbox', { name: 'Name' }).focus();
    await expectHydrated(page, 'contact-form');
    await fillEnquiry(form, `early-then-late-again-${run}@example.com`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(sent).toHaveCount(1);
    await expect(sent).toBeVisible();
  });
});

async function fillEnquiry(form: Locator, email: string): Promise<void> {
  await form.getByRole('textbox', { name: 'Name' }).fill('Farah Ismail');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Message' }).fill('I need tenants for my three-room flat in Bishan from March.');
  await form.getByRole('checkbox', { name: CONSENT_TEXT }).check();
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/blog is paged with links: Next and Previous open the other pages, each its own address, named in its head', async ({ page, baseURL }) => {
    await publishUntil(baseURL as string, BLOG_PAGE_SIZE + 1);
    await page.goto('/blog');
    const titles = () => cards(page).getByRole('heading').allTextContents();
    const first = await titles();
    expect(first).toHaveLength(BLOG_PAGE_SIZE);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', /\/blog\?page=2$/);
    await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
    const pages = page.getByRole('navigation', { name: 'Pages of articles' });
    await expect(pages).toContainText('Page 1 of');

    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    const second = await titles();
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?page=2$/);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', /\/blog$/);

    await page.getByRole('navigation', { name: 'Pages of articles' }).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await titles()).toEqual(first);
  });

  test('the /blog search is sent with Enter and the server answers the filtered list', async ({ page }) => {
    await page.goto('/blog');
    await expect(cards(page).nth(1)).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill(LIBRARY_POST.word);
    await search.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${LIBRARY_POST.word}$`));
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText(LIBRARY_POST.title);
  });

  test('a topic of /blog opens the list of that topic, and the search keeps the topic', async ({ page }) => {
    await page.goto('/blog');
    await topicLink(page, LIBRARY_POST.tag).click();

    await expect(page).toHaveURL(new RegExp(`/blog\\?topic=${LIBRARY_POST.tag}$`));
    await expect(topicLink(page, LIBRARY_POST.tag)).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText(LIBRARY_POST.title);

    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('no article mentions this phrase');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/blog\?q=no\+article\+mentions\+this\+phrase&topic=/);
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await cards(page).count()).toBeGreaterThan(1);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the menu opens and closes, from the keyboard too, and its links work', async ({ page }) => {
      await page.goto('/');
      const toggle = phoneMenuToggle(page);
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(toggle).toHaveAccessibleName('Open menu');
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAccessibleName('Close menu');
      await toggle.click();
      await expect(menu).toBeHidden();

      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Property Insights' })).toBeVisible();
    });
  });

  test('an invalid enquiry comes back to /contact with an error summary, each message beside its field, and what was typed', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByRole('textbox', { name: 'Name' }).fill('Farah Ismail');
    await form.getByRole('textbox', { name: 'Email' }).fill('farah-at-example');
    await form.getByRole('combobox', { name: 'Service' }).selectOption('tenant-placement');
    await form.getByRole('textbox', { name: 'Message' }).fill('I need tenants for my three-room flat in Bishan from March.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/contact\?problem=[\w-]+#form-problem$/);
    const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary.getByRole('link')).toHaveText(['Please enter a valid email address', 'You must agree to our terms and conditions']);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(form.getByRole('checkbox', { name: CONSENT_TEXT })).toHaveAccessibleDescription('You must agree to our terms and conditions');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Farah Ismail');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('farah-at-example');
    await expect(form.getByRole('combobox', { name: 'Service' })).toHaveValue('tenant-placement');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('I need tenants for my three-room flat in Bishan from March.');

    await summary.getByRole('link', { name: 'Please enter a valid email address' }).click();
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
  });

  test("an invalid address in the footer's newsletter form comes back to /blog in that form only, with the address typed", async ({ page }) => {
    await page.goto('/blog');
    const footerForm = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter subscription' });
    await footerForm.getByRole('textbox', { name: 'Email address' }).fill('reader-at-example');
    await footerForm.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(/\/blog\?problem=[\w-]+#form-problem$/);
    await expect(footerForm.getByRole('alert').getByRole('link')).toHaveText(['Please enter a valid email address']);
    await expect(footerForm.getByRole('textbox', { name: 'Email address' })).toHaveValue('reader-at-example');
    await expect(footerForm.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Please enter a valid email address');
    const blogForm = page.getByRole('main').getByRole('form', { name: 'Newsletter subscription' });
    await expect(blogForm.getByRole('alert')).toHaveCount(0);
    await expect(blogForm.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  test('a post whose media library image does not exist shows the placeholder', async ({ page }) => {
    await page.goto(`/blog/${libraryPostSlug}`);
    const image = heroImage(page, LIBRARY_POST.title);
    await expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    await page.goto(`/blog?q=${LIBRARY_POST.word}`);
    await expect(cards(page).locator('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  test("the newsletter links' buttons post their token and the page comes back saying it is done", async ({ page, baseURL }) => {
    const staff = await ownerApi(baseURL as string);
    const subscriber = await subscribeThroughApi(page.request, staff, `links-no-script-${run}@example.com`).finally(() => staff.dispose());

    await page.goto(`/newsletter/confirm?token=${confirmationToken(subscriber.id, subscriber.consentedAt)}`);
    await page.getByRole('main').getByRole('button', { name: 'Confirm Subscription' }).click();
    await expect(page).toHaveURL(/\/newsletter\/confirm\?sent=newsletter-confirmed$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(NEWSLETTER_MESSAGES.confirmed);

    await page.goto(`/newsletter/unsubscribe?token=${unsubscribeToken(subscriber.id)}`);
    await page.getByRole('main').getByRole('button', { name: 'Confirm Unsubscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?sent=newsletter-unsubscribed$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(NEWSLETTER_MESSAGES.unsubscribed);
  });

  test('a newsletter link that is not valid gets a page saying why', async ({ page }) => {
    await page.goto('/newsletter/confirm?token=not-a-signed-token');
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('main').getByRole('button', { name: 'Confirm Subscription' }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByText(NEWSLETTER_MESSAGES.invalidConfirmation)).toBeVisible();

    await page.goto('/newsletter/unsubscribe?token=not-a-signed-token');
    await page.getByRole('main').getByRole('button', { name: 'Confirm Unsubscribe' }).click();
    await expect(page.getByText(NEWSLETTER_MESSAGES.invalidToken)).toBeVisible();
  });
});
