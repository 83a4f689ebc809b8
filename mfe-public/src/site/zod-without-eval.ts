import { configureZodForCsp } from '@app/contracts';

// The browser entry imports this module first: zod decides whether to probe for eval when a schema is built, so
// the setting must come before any module that builds one is evaluated (see configureZodForCsp).
configureZodForCsp();
