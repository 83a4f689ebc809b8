import { expect, test, type Locator, type Page } from '@playwright/test';
import { SERVICES } from '@app/content';
import { CONSENT_TEXT, DEFAULT_COMPANY_PROFILE, NEWSLETTER_MESSAGES } from '@app/contracts';
import { OWNER, signInThroughApi } from '../support/accounts';
import { expectHydrated } from '../support/page-scripts';
import { STATIC_ROUTES, openPage } from '../support/public-pages';

// Each public form allows 5 submissions per address per minute: these tests send 2 enquiries and 2 subscriptions.

/** A toast. */
function notice(page: Page, title: string) {
  return page.getByRole('region', { name: /notifications/i, includeHidden: true }).getByText(title, { exact: true });
}

/** The one h1 of the page. */
async function expectSingleH1(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A published post of the seed, read from the API so the test follows whatever is published. */
async function firstPostSlug(page: Page): Promise<string> {
  const response = await page.request.get('/api/blog-posts');
  expect(response.ok()).toBe(true);
  const [post] = (await response.json()) as Array<{ slug: string }>;
  if (!post) throw new Error('The seed has no published post');
  return post.slug;
}

test.describe('every public route', () => {
  for (const route of STATIC_ROUTES) {
    test(`${route.path} has its title, one h1 and the public frame`, async ({ page }) => {
      await openPage(page, route.path);

      await expectSingleH1(page, route.h1);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Quick contact' })).toHaveAttribute('href', '/contact');
      await expect(page.getByRole('main')).toHaveCount(1);
    });
  }

  test('a blog post has its own title and one h1', async ({ page }) => {
    const slug = await firstPostSlug(page);
    await openPage(page, `/blog/${slug}`);

    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(page).toHaveTitle(`${await h1.textContent()} | Harbourline Property Management`);
  });

  test('the policy pages carry a Last updated line with the current date', async ({ page }) => {
    // The company's date: Singapore time, which may be a day ahead of this machine's; either side of midnight passes.
    const singaporeDate = (at: Date) =>
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Singapore' }).format(at);
    for (const path of ['/privacy', '/terms', '/cookies']) {
      const before = singaporeDate(new Date());
      await openPage(page, path);
      const dates = [...new Set([before, singaporeDate(new Date())])];
      await expect(page.getByText(new RegExp(`^Last updated: (${dates.join('|')})$`))).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  });
});

test.describe('the public frame', () => {
  test('is hidden on the login page and in the admin area', async ({ page }) => {
    await openPage(page, '/auth');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectNoFrame(page);

    await signInThroughApi(page, OWNER);
    await openPage(page, '/admin');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    await expectNoFrame(page);
  });

  test('the header gains its shadow after 20 px and the page starts at the top on each route change', async ({ page }) => {
    await openPage(page, '/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();

    await expectSingleH1(page, 'Privacy Policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('the footer has social links, quick links, the seven service anchors, the newsletter and the policy links', async ({ page }) => {
    await openPage(page, '/about');
    const footer = page.getByRole('contentinfo');

    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: `${DEFAULT_COMPANY_PROFILE.name} on ${network}` })).toBeVisible();
    }
    await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveText([
      'Home',
      'About',
      'Services',
      'Properties',
      'Blog',
      'Contact',
    ]);
    await expect(footer.getByRole('navigation', { name: 'Our Services' }).getByRole('link')).toHaveCount(7);
    await expect(footer.getByRole('navigation', { name: 'Policies' }).getByRole('link')).toHaveText(['Privacy Policy', 'Terms of Service', 'Cookie Policy']);

    await footer.getByRole('link', { name: 'Tenant Placement' }).click();
    await expect(page).toHaveURL(/\/services#tenant-placement$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Tenant Placement' })).toBeInViewport();
  });
});

test.describe('the way to the listings', () => {
  test('the header links to Properties, and its page marks the link as current', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Properties' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Properties' })).toHaveAttribute('aria-current', 'page');
    await openPage(page, '/about');
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Properties' }).click();
    await expect(page).toHaveURL(/\/properties$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the phone menu links to Properties, and the bottom bar stays as SPEC has it', async ({ page }) => {
      await openPage(page, '/about');
      await page.locator('header details[data-phone-menu] > summary').click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Properties' }).click();
      await expect(page).toHaveURL(/\/properties$/);
      await expect(page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link')).toHaveText(['Home', 'Services', 'About', 'Blog']);
    });
  });
});

async function expectNoFrame(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Quick contact' })).toHaveCount(0);
}

test.describe('the home page', () => {
  test('has every section in order, fed by the API', async ({ page }) => {
    await openPage(page, '/');
    await expectSingleH1(page, 'Premium Property Management in Singapore');
    await expect(page.locator('#blog')).toBeVisible();

    const sectionIds = await page.locator('#main-content > section[id]').evaluateAll((sections) => sections.map((section) => section.id));
    expect(sectionIds).toEqual(['about', 'services', 'properties', 'testimonials', 'blog', 'contact']);
    await expect(page.getByRole('region', { name: 'Why owners trust us' })).toContainText('128+');
    await expect(page.locator('#properties').getByRole('article')).toHaveCount(4);
    await expect(page.locator('#testimonials').getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
    const posts = page.locator('#blog').getByRole('article');
    await expect(posts.first()).toBeVisible();
    await expect(page.locator('#blog').getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('region', { name: 'Services at a Glance' }).getByRole('listitem')).toHaveCount(SERVICES.length);
    const banner = page.getByRole('region', { name: 'Ready to Make Your Property Work Harder?' });
    await expect(banner.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', '/contact');
    await expect(banner.getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', /^tel:\+65/);
  });

  test('Learn More takes the visitor to the service on /services', async ({ page }) => {
    await openPage(page, '/');

    await page.locator('#services').getByRole('link', { name: 'Learn More about Luxury Property Management' }).click();

    await expect(page).toHaveURL(/\/services#luxury$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Luxury Property Management' })).toBeInViewport();
  });

  test('loads the videos and the map only when asked', async ({ page }) => {
    const thirdParty: string[] = [];
    await page.route(/youtube-nocookie\.com|google\.com\/maps|i\.ytimg\.com/, (route) => {
      thirdParty.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await openPage(page, '/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    expect(thirdParty.filter((url) => !url.includes('i.ytimg.com'))).toEqual([]);

    const [video] = DEFAULT_COMPANY_PROFILE.featuredVideos;
    if (!video) throw new Error('The default company profile has no featured video');
    // Each facade is a link to the player (a new tab) until its island hydrates, as it comes near the screen; then it
    // loads the player in place.
    const play = page.getByRole('link', { name: `Play video: ${video.title}` });
    await expect(play).toHaveAttribute('target', '_blank');
    await play.scrollIntoViewIfNeeded();
    await expectHydrated(page, `video-${video.youtubeId}`);
    await play.click();
    await expect(page.locator(`iframe[title="${video.title}"]`)).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    const showMap = page.locator('#contact').getByRole('link', { name: 'Show Map' });
    await showMap.scrollIntoViewIfNeeded();
    await expectHydrated(page, 'map-facade');
    await showMap.click();
    await expect(page.locator('#contact iframe')).toHaveAttribute('title', `Map showing ${DEFAULT_COMPANY_PROFILE.name}`);
  });

  test('the contact section shows every message of the home reading, then sends and resets', async ({ page }) => {
    await openPage(page, '/#contact');
    const form = page.locator('#contact').getByRole('form', { name: 'Send us a message' });
    await expectHydrated(page, 'contact-form');
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');

    await form.getByRole('button', { name: 'Send Message' }).click();

    await expectMessages(form, [
      'Name is required',
      'Please enter a valid email address',
      'Please select a service',
      'Please provide more details in your message',
      'Please consent to our data collection policy to proceed',
    ]);
    await fillEnquiry(form, 'co-living');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(notice(page, 'Message sent successfully')).toBeVisible();
    await expect(notice(page, "We'll get back to you as soon as possible.")).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: CONSENT_TEXT })).not.toBeChecked();
  });
});

async function expectMessages(scope: Locator, messages: string[]) {
  for (const message of messages) await expect(scope.getByText(message, { exact: true })).toBeVisible();
}

async function fillEnquiry(form: Locator, service: string) {
  await form.getByRole('textbox', { name: 'Name' }).fill('Rachel Lim');
  await form.getByRole('textbox', { name: 'Email' }).fill('rachel.lim@example.sg');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+65 9123 4567');
  await form.getByRole('combobox', { name: 'Service' }).selectOption(service);
  await form.getByRole('textbox', { name: 'Message' }).fill('Please manage my four-room flat in Punggol from March.');
  await form.getByRole('checkbox', { name: CONSENT_TEXT }).check();
}

test.describe('the services, about and contact pages', () => {
  test('/services has a section per service with benefits, features and an enquiry button, then why, process and FAQ', async ({ page }) => {
    await openPage(page, '/services');

    for (const service of SERVICES) {
      const section = page.locator(`section#${service.id}`);
      await expect(section.getByRole('heading', { level: 2, name: service.title })).toBeVisible();
      await expect(section.getByRole('heading', { name: 'Key Benefits' })).toBeVisible();
      await expect(section.getByRole('heading', { name: 'Features' })).toBeVisible();
      await expect(section.getByRole('link', { name: /^Enquire About This Service/ })).toHaveAttribute('href', `/contact?service=${service.id}`);
    }
    await expect(page.getByRole('region', { name: 'Why Choose Harbourline' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Our Process' }).getByRole('heading', { level: 3 })).toHaveText([
      'Initial Consultation',
      'Tailored Proposal',
      'Onboarding',
      'Ongoing Management',
    ]);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.getByRole('listitem')).toHaveCount(6);
    await faq.getByText('How much do your property management services cost?').click();
    await expect(faq.getByText(/typically a percentage of the monthly rent/)).toBeVisible();
  });

  test('/about tells the story, the mission and values and lists the services', async ({ page }) => {
    await openPage(page, '/about');

    await expect(page.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mission & Values' }).getByRole('heading', { level: 3 })).toHaveText([
      'Our Mission',
      'Excellence',
      'SmartTech & AI',
    ]);
    await expect(page.getByRole('region', { name: 'Services at a Glance' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us Today' })).toBeVisible();
  });

  test('/contact has quick contact cards, details, hours, a 4-item FAQ and Ask Us Directly', async ({ page }) => {
    await openPage(page, '/contact');

    await expect(page.getByRole('link', { name: /Call Us/ }).first()).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: /Email Us/ })).toHaveAttribute('href', `mailto:${DEFAULT_COMPANY_PROFILE.email}`);
    await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toHaveAttribute(
      'href',
      new RegExp(`^https://wa.me/${DEFAULT_COMPANY_PROFILE.whatsappNumber}`),
    );
    await expect(page.getByText('Tuesday to Saturday')).toBeVisible();
    await expect(page.getByText('10:00 AM to 5:00 PM')).toBeVisible();
    await expect(page.getByText('Follow Us')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Ask Us Directly' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });

  test('the contact page form shows the page reading messages, then sends and resets', async ({ page }) => {
    await openPage(page, '/contact?service=maintenance');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expectHydrated(page, 'contact-form');
    await expect(form.getByRole('combobox', { name: 'Service' })).toHaveValue('maintenance');

    await form.getByRole('button', { name: 'Send Message' }).click();

    await expectMessages(form, [
      'Name is required',
      'Please enter a valid email address',
      'Please provide more details in your message',
      'You must agree to our terms and conditions',
    ]);
    await expect(form.getByText('Please select a service')).toHaveCount(0);
    await expect(form.getByText('* Required Field')).toBeVisible();
    await fillEnquiry(form, 'none');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(notice(page, 'Message sent successfully')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });
});

test.describe('the blog', () => {
  test('searches, filters by topic, shows the empty state and resets, in place once hydrated', async ({ page }) => {
    await openPage(page, '/blog');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const total = await cards.count();
    // Topics are links to /blog?topic=… (they work before and without JavaScript), the chosen one the current page.
    const topics = page.getByRole('list', { name: 'Topics' }).getByRole('link');
    await expect(topics.first()).toHaveText('All Topics');
    await expect(topics.first()).toHaveAttribute('aria-current', 'page');
    await expect(topics.first()).toHaveAttribute('href', '/blog');
    for (const name of await topics.allTextContents()) expect(name === 'All Topics' || name === name.toLowerCase()).toBe(true);
    // Once the site's script has enhanced it (no React), the filter works without a new document.
    await expect(page.locator('[data-blog-filter][data-enhanced="true"]')).toBeAttached();
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));

    const topicAddress = (await topics.nth(1).getAttribute('href')) ?? '';
    expect(topicAddress).toMatch(/^\/blog\?topic=/);
    await topics.nth(1).click();
    await expect(topics.nth(1)).toHaveAttribute('aria-current', 'page');
    await expect(topics.first()).not.toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(topicAddress);
    expect(await cards.count()).toBeLessThanOrEqual(total);

    await page.getByRole('search').getByPlaceholder('Search articles...').fill('no article mentions this phrase');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=no\+article\+mentions\+this\+phrase/);
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await expect(cards).toHaveCount(total);
    await expect(topics.first()).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\/blog$/);

    // Full text: the best match first (a title naming HDB), its matched word marked.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('HDB');
    await expect(page).toHaveURL(/[?&]q=HDB/);
    await expect(cards.first().getByRole('heading').locator('mark').first()).toHaveText(/^hdb$/i);
    expect(documents).toEqual([]);
  });

  test('/blog?q=&topic= addresses are filtered by the server', async ({ page }) => {
    const all = await (await page.request.get('/blog')).text();
    const topic = /href="\/blog\?topic=([^"&]+)"/.exec(all)?.[1];
    if (!topic) throw new Error('/blog lists no topic');
    await page.goto(`/blog?topic=${topic}&q=no+article+mentions+this+phrase`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('no article mentions this phrase');
    // Each topic link keeps the search text; the chosen one is the current page.
    const chosen = page.getByRole('list', { name: 'Topics' }).getByRole('link', { name: decodeURIComponent(topic.replace(/\+/g, ' ')), exact: true });
    await expect(chosen).toHaveAttribute('aria-current', 'page');
    await expect(chosen).toHaveAttribute('href', `/blog?q=no+article+mentions+this+phrase&topic=${topic}`);
  });

  test('a card opens its post, with tags, author, date, body, share links and related articles', async ({ page }) => {
    await openPage(page, '/blog');
    const firstCard = page.getByRole('article').first();
    const title = (await firstCard.getByRole('heading').textContent()) ?? '';
    await firstCard.getByRole('link', { name: `Read More about ${title}` }).click();

    const article = page.getByRole('article', { name: title });
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
    await expect(article.locator('time')).toHaveText(/^(Coming )?[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    for (const network of ['Facebook', 'X', 'LinkedIn']) {
      await expect(article.getByRole('link', { name: `Share on ${network}` })).toBeVisible();
    }
    const related = page.getByRole('region', { name: 'Related Articles' });
    await expect(related.getByRole('article').first()).toBeVisible();
    expect(await related.getByRole('article').count()).toBeLessThanOrEqual(3);
    await expect(related.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  });

  test("an unknown post shows 'Blog Post Not Found' with Back to Blog", async ({ page }) => {
    await openPage(page, '/blog/no-such-post');

    await expectSingleH1(page, 'Blog Post Not Found');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the blog newsletter validates, subscribes with its notice and resets', async ({ page }) => {
    await openPage(page, '/blog');
    const form = page.getByRole('region', { name: 'Subscribe to Our Newsletter' }).getByRole('form', { name: 'Newsletter subscription' });

    await form.getByRole('textbox', { name: 'Email address' }).fill('owner@');
    // Focused, the form's island hydrates at once: the checks below are the hydrated form's.
    await expectHydrated(page, 'newsletter-blog');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();

    await form.getByRole('textbox', { name: 'Email address' }).fill(`blog-reader-${Date.now()}@example.sg`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(notice(page, 'Successfully subscribed!')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });
});

test.describe('the newsletter', () => {
  test('the footer form validates, subscribes with its own notice and resets', async ({ page }) => {
    await openPage(page, '/about');
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter subscription' });
    // As a visitor does: the form's island hydrates as it comes near the screen (a tap before that posts natively).
    await form.scrollIntoViewIfNeeded();
    await expectHydrated(page, 'newsletter-footer');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();

    await form.getByRole('textbox', { name: 'Email address' }).fill(`footer-reader-${Date.now()}@example.sg`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(notice(page, 'Subscribed to newsletter')).toBeVisible();
    await expect(notice(page, 'Thank you for subscribing to our newsletter!')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  test('the unsubscribe page posts the token and shows what the server says', async ({ page }) => {
    await openPage(page, '/newsletter/unsubscribe?token=not-a-signed-token');

    await page.getByRole('button', { name: 'Confirm Unsubscribe' }).click();

    await expect(page.getByRole('alert')).toContainText(NEWSLETTER_MESSAGES.invalidToken);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no page scrolls sideways, and the bottom bar replaces the header links', async ({ page }) => {
    const slug = await firstPostSlug(page);
    for (const path of ['/', '/about', '/services', '/blog', `/blog/${slug}`, '/contact', '/privacy', '/no/such/page']) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const bottomBar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bottomBar.getByRole('link')).toHaveText(['Home', 'Services', 'About', 'Blog']);
    await bottomBar.getByRole('link', { name: 'Services' }).click();
    await expectSingleH1(page, 'Property Services for Every Owner');
  });

  test('an anchored section clears the header, the message of the field the focus lands on is in view, and the chat bubble covers no field', async ({
    page,
  }) => {
    const headerBottom = async () => (await page.getByRole('banner').boundingBox())?.height ?? 0;
    const barTop = async () => (await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox())?.y ?? Infinity;

    await openPage(page, '/services#tenant-placement');
    const heading = page.getByRole('heading', { level: 2, name: 'Tenant Placement' });
    await expect(heading).toBeInViewport();
    expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(await headerBottom());

    await openPage(page, '/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'Name' }).focus();
    await expectHydrated(page, 'contact-form');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    const message = form.getByText('Name is required', { exact: true });
    await expect(message).toBeInViewport();
    const messageBox = await message.boundingBox();
    expect(messageBox?.y ?? 0).toBeGreaterThanOrEqual(await headerBottom());
    expect((messageBox?.y ?? Infinity) + (messageBox?.height ?? 0)).toBeLessThanOrEqual(await barTop());

    const bubble = page.getByRole('link', { name: 'Quick contact' });
    for (const field of [name, form.getByRole('textbox', { name: 'Email' }), form.getByRole('textbox', { name: 'Message' })]) {
      await field.focus();
      await expect(bubble).toBeHidden();
    }
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(bubble).toBeVisible();
  });

  test('the menu toggle opens and closes the mobile menu from the keyboard', async ({ page }) => {
    await openPage(page, '/');
    // A <details>: its <summary> toggles it (Playwright gives <summary> no role), named by the one label CSS shows.
    const toggle = page.locator('header details[data-phone-menu] > summary');
    await expect(toggle).toHaveAccessibleName('Open menu');

    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Close menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName('Open menu');

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    // A tap outside the menu closes it.
    await page
      .getByRole('contentinfo')
      .getByText(/^Property management and asset progression in Singapore/)
      .click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expectSingleH1(page, 'Property Insights');
    await expect(menu).toBeHidden();
  });
});
