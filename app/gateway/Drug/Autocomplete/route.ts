import { parseAutocompleteQuery } from '@/lib/domain/query/autocomplete-query';
import { AUTOCOMPLETE_MAX_NAMES } from '@/lib/domain/api/constants';
import type { AutocompleteResponse } from '@/lib/domain/api/find-drugs';
import { authenticateCaller, providerContextOf } from '@/lib/server/auth/caller';
import { gatewayRoute, jsonResponse } from '@/lib/server/http/gateway-route';
import { methodsNotAllowed } from '@/lib/server/http/method-not-allowed';

/** GET /gateway/Drug/Autocomplete?prefixText=… — up to 10 brand and generic names. */
export const GET = gatewayRoute(async (request, context) => {
  const caller = await authenticateCaller(request, context);
  const prefixText = parseAutocompleteQuery(new URL(request.url).searchParams);
  const names = await context.services.provider.suggestDrugNames(
    prefixText,
    AUTOCOMPLETE_MAX_NAMES,
    providerContextOf(caller, context),
  );
  const body: AutocompleteResponse = { drugNames: names.map((drugName) => ({ drugName })) };
  // Suggestions do not depend on the caller, so browsers may reuse them briefly.
  return jsonResponse(body, { headers: { 'Cache-Control': 'private, max-age=300' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET');
