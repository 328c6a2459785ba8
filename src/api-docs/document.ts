import { openApiDocument } from '@/lib/openapi/document';
import { API_ENDPOINTS } from './endpoints';

/** The platform's API as OpenAPI 3.1, built from the handlers' own schemas. */
export const apiDocument = () =>
  openApiDocument(
    {
      title: 'Dealer platform API',
      version: '1.0.0',
      description:
        'Every call of a dealer site (any site host name answers for its own site) and the platform’s admin API. Errors are { error, issues?: [{ field, message }] }.',
    },
    API_ENDPOINTS,
  );
