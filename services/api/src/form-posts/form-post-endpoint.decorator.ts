import { applyDecorators, UseFilters } from '@nestjs/common';
import type { Endpoint as CatalogueEntry } from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { FormPostFilter } from './form-post.filter';

/** Serves a catalogue entry that a page's form posts to (`accepts: 'form'`), as @Endpoint, its errors answered as pages. */
export const FormPostEndpoint = (endpoint: CatalogueEntry) => applyDecorators(Endpoint(endpoint), UseFilters(FormPostFilter));
