import { apiError } from '@app/shared';

/** Error responses every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: apiError,
  401: apiError,
  402: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  429: apiError,
};
