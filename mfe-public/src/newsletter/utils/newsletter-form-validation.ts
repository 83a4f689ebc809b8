import '../../shared/utils/zod-without-eval';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver } from 'react-hook-form';
import { type NewsletterSubscribeInput, NewsletterSubscribeSchema, type NewsletterSubscription } from '@app/contracts';

/** SPEC §5's check of the newsletter form, with the body schema of POST /api/newsletter/subscribe. Fetched on demand (zod). */
export const newsletterFormResolver: Resolver<NewsletterSubscribeInput, unknown, NewsletterSubscription> = zodResolver(NewsletterSubscribeSchema);
