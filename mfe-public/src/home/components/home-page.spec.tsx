import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_COMPANY_PROFILE, type Property, type Testimonial } from '@app/contracts';
import { setRequestLogger } from '@app/web';
import { makePost } from '../../testing/fixtures';
import { renderPage, stubPendingApi, stubPublicApi } from '../../testing/render-public';
import { HomePage } from './home-page';

const property = (id: string, title: string): Property => ({
  id,
  slug: `property-${id}`,
  title,
  location: 'Tampines, East Singapore',
  description: 'A bright, high-floor flat.',
  bedrooms: 3,
  sizeSqft: 990,
  features: ['Near MRT'],
  image: `/images/properties/property-${id}.svg`,
  badge: 'HDB',
});
const PROPERTIES = ['1', '2', '3', '4'].map((id) => property(id, `Property ${id}`));
const TESTIMONIALS: Testimonial[] = [
  { id: 't1', content: 'Reliable tenant in three weeks.', name: 'Rachel Lim', role: 'HDB flat owner', rating: 5, initials: 'RL' },
  { id: 't2', content: 'Occupancy went up.', name: 'Daniel Wong', role: 'Co-living operator', rating: 4, initials: 'DW' },
  { id: 't3', content: 'A realistic plan.', name: 'Priya Nair', role: 'Upgrader', rating: 5, initials: 'PN' },
];
const RECENT = [
  makePost({ id: 'a', slug: 'tagged', title: 'Tagged post', tags: ['Wealth', 'HDB'] }),
  makePost({ id: 'b', slug: 'category', title: 'Category post', tags: [], category: 'Maintenance' }),
  makePost({ id: 'c', slug: 'bare', title: 'Bare post', tags: [], category: null }),
];

beforeAll(() => setRequestLogger(() => undefined));

function stubHome(recent: { status?: number; body: unknown } = { body: RECENT }) {
  return stubPublicApi([
    { method: 'GET', path: '/api/properties/featured', body: PROPERTIES },
    { method: 'GET', path: '/api/testimonials', body: TESTIMONIALS },
    { method: 'GET', path: '/api/blog-posts/recent', ...recent },
  ]);
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('HomePage', () => {
  it('has its sections in order, with one h1', async () => {
    stubHome();
    renderPage('/', <HomePage />);
    await screen.findByRole('link', { name: 'Tagged post' });

    const topLevel = screen.getAllByRole('region').filter((region) => !region.parentElement?.closest('section'));
    expect(topLevel.map((region) => region.getAttribute('aria-label') ?? region.querySelector('h1, h2')?.textContent)).toEqual([
      'Premium Property Management in Singapore',
      'Why owners trust us',
      'Property Care with a Plan',
      'Our Services',
      'Featured Properties',
      'What Our Clients Say',
      'Latest from Our Blog',
      'Services at a Glance',
      'Let’s Talk About Your Property',
      'Ready to Make Your Property Work Harder?',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(topLevel.map((region) => region.id).filter(Boolean)).toEqual(['about', 'services', 'properties', 'testimonials', 'blog', 'contact']);
  });

  it('links the hero, trust strip, about and services grid as SPEC §2 says', async () => {
    stubHome();
    renderPage('/', <HomePage />);

    const hero = section('Premium Property Management in Singapore');
    expect(within(hero).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(hero).getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
    const trust = section('Why owners trust us');
    for (const stat of ['Years Experience', 'Properties Managed', 'Client Satisfaction', 'Customer Support']) {
      expect(within(trust).getByText(stat)).toBeInTheDocument();
    }
    const about = section('Property Care with a Plan');
    expect(within(about).getByText(/Founded 2024/)).toBeInTheDocument();
    expect(within(about).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(about).getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about');
    const learnMore = within(section('Our Services')).getAllByRole('link', { name: /^Learn More/ });
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
      '/services#property-management',
      '/services#co-living',
      '/services#luxury',
      '/services#coliving-operations',
      '/services#asset-progression',
      '/services#maintenance',
    ]);
    expect(within(section('Services at a Glance')).queryByRole('link', { name: /view/i })).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'Tagged post' });
  });

  it('shows 4 property, 3 testimonial and 3 blog skeletons while loading', () => {
    stubPendingApi();
    renderPage('/', <HomePage />);

    expect(within(section('Featured Properties')).getByRole('status')).toHaveTextContent('Loading featured properties');
    expect(within(section('Featured Properties')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section('What Our Clients Say')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section('Latest from Our Blog')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section('Latest from Our Blog')).queryByRole('link', { name: 'View All Articles' })).not.toBeInTheDocument();
  });

  it('shows the featured properties and two click-to-load videos', async () => {
    stubHome();
    renderPage('/', <HomePage />);
    const properties = section('Featured Properties');
    const [first, second] = DEFAULT_COMPANY_PROFILE.featuredVideos;
    if (!first || !second) throw new Error('The default company profile has two featured videos');

    expect(await within(properties).findAllByRole('article')).toHaveLength(4);
    expect(within(properties).getByRole('heading', { name: 'Property 1' })).toBeInTheDocument();
    expect(within(properties).getAllByText('3 Bedrooms')).toHaveLength(4);
    expect(within(properties).getAllByText('990 sqft')).toHaveLength(4);
    expect(within(properties).queryByTitle(first.title)).not.toBeInTheDocument();

    // Links to the player until their island hydrates: without JavaScript the video opens in a new tab.
    expect(within(properties).getByRole('link', { name: `Play video: ${second.title}` })).toHaveAttribute(
      'href',
      `https://www.youtube-nocookie.com/embed/${second.youtubeId}?autoplay=1&rel=0`,
    );
    await userEvent.click(within(properties).getByRole('link', { name: `Play video: ${first.title}` }));
    expect(within(properties).getByTitle(first.title)).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${first.youtubeId}?autoplay=1&rel=0`);
  });

  it('shows every testimonial with five stars, whatever its rating', async () => {
    stubHome();
    renderPage('/', <HomePage />);
    const testimonials = section('What Our Clients Say');

    expect(await within(testimonials).findByText('Occupancy went up.')).toBeInTheDocument();
    expect(within(testimonials).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
    expect(within(testimonials).getByText('Daniel Wong')).toBeInTheDocument();
    expect(within(testimonials).queryByRole('link', { name: 'View More Testimonials' })).not.toBeInTheDocument();
  });

  it('badges recent posts with the first tag, else the category, else Property', async () => {
    stubHome();
    renderPage('/', <HomePage />);
    const blog = section('Latest from Our Blog');

    const cards = await within(blog).findAllByRole('article');
    expect(cards.map((card) => within(card).getByText(/^(Wealth|HDB|Maintenance|Property)$/).textContent)).toEqual(['Wealth', 'Maintenance', 'Property']);
    expect(within(cards[0]!).getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', '/blog/tagged');
    expect(within(blog).getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
  });

  it.each([
    ['there are no recent posts', { body: [] }],
    ['they cannot be loaded', { status: 400, body: { statusCode: 400, error: 'Bad', message: 'Bad' } }],
  ])('hides the blog section when %s', async (_case, recent) => {
    stubHome(recent);
    renderPage('/', <HomePage />);

    await within(section('Featured Properties')).findAllByRole('article');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Latest from Our Blog' })).not.toBeInTheDocument());
  });

  it('ends with the contact form section and a banner to contact or call', async () => {
    stubHome();
    renderPage('/', <HomePage />);

    const contact = section('Let’s Talk About Your Property');
    expect(within(contact).getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: DEFAULT_COMPANY_PROFILE.email })).toHaveAttribute('href', `mailto:${DEFAULT_COMPANY_PROFILE.email}`);
    expect(within(contact).getByRole('link', { name: 'Show Map' })).toHaveAttribute('href', DEFAULT_COMPANY_PROFILE.mapEmbedUrl);
    await userEvent.click(within(contact).getByRole('link', { name: 'Show Map' }));
    expect(within(contact).getByTitle(`Map showing ${DEFAULT_COMPANY_PROFILE.name}`)).toHaveAttribute('src', DEFAULT_COMPANY_PROFILE.mapEmbedUrl);
    const banner = section('Ready to Make Your Property Work Harder?');
    expect(within(banner).getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', '/contact');
    expect(within(banner).getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', 'tel:+6561234567');
    await screen.findByRole('link', { name: 'Tagged post' });
  });
});
