import { configureZodForCsp } from '@app/contracts';

// zod decides whether to probe for eval when a schema is built, so the setting must come before any module that
// builds one is evaluated (see configureZodForCsp). The first load has no zod: each lazily loaded module whose
// imports reach zod schemas (a form's checks, the pages calling endpoints with inline schemas) imports this first.
configureZodForCsp();
