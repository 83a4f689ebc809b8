import { Controller, Header } from '@nestjs/common';
import { API_DOCS_ENDPOINTS } from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { apiDocsPage } from './api-docs-page';
import { type OpenApiDocument, openApiDocument } from './openapi-document';

/** GET /api/docs (a page to browse) and /api/docs/openapi.json, for signed-in staff; built once per process. */
@Controller()
export class ApiDocsController {
  private readonly openApi = openApiDocument();
  private readonly html = apiDocsPage(this.openApi);

  @Endpoint(API_DOCS_ENDPOINTS.page)
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return this.html;
  }

  @Endpoint(API_DOCS_ENDPOINTS.document)
  document(): OpenApiDocument {
    return this.openApi;
  }
}
