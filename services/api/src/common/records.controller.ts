import { HttpCode, HttpStatus, Param } from '@nestjs/common';
import type { z } from 'zod';
import type { Endpoint as CatalogueEntry } from '@app/contracts';
import { type ActingUser, CurrentActing } from './current-user.decorator';
import { Endpoint } from './endpoint.decorator';
import { ValidBody, ValidQuery } from './zod-validation.pipe';

/**
 * The catalogue entries of a kind of staff record: its paged list (by query), one record by its `:id`, and creating and
 * updating one (by body). The query and bodies are validated with the entries' own schemas.
 */
export type RecordEntries<Query extends z.ZodType, Page extends z.ZodType, Row extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType> = {
  readonly list: CatalogueEntry<string, Page, undefined, Query>;
  readonly create: CatalogueEntry<string, Row, Create, undefined>;
  readonly get: CatalogueEntry<`${string}/:id`, Row, undefined, undefined>;
  readonly update: CatalogueEntry<`${string}/:id`, Row, Update, undefined>;
};

/** The schema `entry` declares for its query or body: without one, the controller is refused when it is defined. */
function declared<S extends z.ZodType>(entry: CatalogueEntry, schema: S | undefined): S {
  if (schema === undefined) throw new TypeError(`${entry.method} ${entry.path} declares no schema to validate with`);
  return schema;
}

/** The service that keeps the records: creating and updating one is audited as `acting`'s doing. */
export type RecordsService<Query, Page, Row, Create, Update> = {
  list: (query: Query) => Promise<Page>;
  get: (id: string) => Promise<Row>;
  create: (input: Create, acting: ActingUser) => Promise<Row>;
  update: (id: string, input: Update, acting: ActingUser) => Promise<Row>;
};

/**
 * The base class of a staff record's controller, serving `entries` with `records`: the list, one record, creating
 * one (201) and updating one; who acts is passed to the service with each change. The controller extends it, passes
 * its service to `super`, and adds the record's other handlers.
 */
export function RecordsController<Query extends z.ZodType, Page extends z.ZodType, Row extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType>(
  entries: RecordEntries<Query, Page, Row, Create, Update>,
) {
  abstract class Records {
    constructor(private readonly records: RecordsService<z.output<Query>, z.output<Page>, z.output<Row>, z.output<Create>, z.output<Update>>) {}

    @Endpoint(entries.list)
    list(@ValidQuery(declared(entries.list, entries.list.query)) query: z.output<Query>): Promise<z.output<Page>> {
      return this.records.list(query);
    }

    @Endpoint(entries.create)
    @HttpCode(HttpStatus.CREATED)
    create(@ValidBody(declared(entries.create, entries.create.body)) input: z.output<Create>, @CurrentActing() acting: ActingUser): Promise<z.output<Row>> {
      return this.records.create(input, acting);
    }

    @Endpoint(entries.get)
    get(@Param('id') id: string): Promise<z.output<Row>> {
      return this.records.get(id);
    }

    @Endpoint(entries.update)
    update(
      @Param('id') id: string,
      @ValidBody(declared(entries.update, entries.update.body)) input: z.output<Update>,
      @CurrentActing() acting: ActingUser,
    ): Promise<z.output<Row>> {
      return this.records.update(id, input, acting);
    }
  }
  return Records;
}
