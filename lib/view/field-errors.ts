import { useLocale, useTranslations } from 'next-intl';
import { DRUG_PARAMETERS, PLACE_PARAMETERS } from '@/lib/domain/api/constants';
import { ApiProblem } from '@/lib/domain/api/api-problem';

/** Messages for the search form's two fields. */
export interface SearchFieldErrors {
  drug?: string;
  location?: string;
}

const DRUG_FIELD = new Set<string>(DRUG_PARAMETERS);
const LOCATION_FIELD = new Set<string>(PLACE_PARAMETERS);

/** What the form calls a parameter, where that differs from the API's name. */
const PARAMETER_NAME: Record<string, string> = { Zip: 'ZIP code', DrugName: 'Drug name' };

/**
 * A field error as a sentence: a message that is one already ("ZIP code 00000 is not known")
 * stands alone; a rule ("must be 5 digits …") gets the field's name in front.
 */
function sentence(parameter: string, message: string): string {
  const text = /^[A-Z]/.test(message)
    ? message
    : `${PARAMETER_NAME[parameter] ?? parameter} ${message}`;
  return `${text}.`;
}

/**
 * What to say of a field instead of the API's English words (another language's sentences): one
 * per field, and the place named where the API names it ("ZIP code 00000 is not known").
 */
export interface FieldErrorSentences {
  drug: string;
  location: string;
  other: string;
  unknownZip: (zip: string) => string;
  unknownCity: (place: string) => string;
}

/** The API's sentences that name the place asked for, and how to say them again. */
const NAMED_PLACE: Array<[RegExp, (sentences: FieldErrorSentences, named: string) => string]> = [
  [/^ZIP code (\d{5}) is not known$/, (sentences, zip) => sentences.unknownZip(zip)],
  [/^(.+) is not a known city$/, (sentences, place) => sentences.unknownCity(place)],
];

/**
 * Maps a 400 problem's parameters onto the search form's fields; other errors go to `other`. The
 * API words its errors in English: another language passes its own sentence for each field.
 */
export function fieldErrorsOf(
  error: unknown,
  sentences?: FieldErrorSentences,
): { fields: SearchFieldErrors; other: string[] } {
  const fields: SearchFieldErrors = {};
  const other: string[] = [];
  if (!(error instanceof ApiProblem) || error.status !== 400) return { fields, other };
  const say = (field: 'drug' | 'location' | 'other', parameter: string, message: string) => {
    if (!sentences) return sentence(parameter, message);
    for (const [pattern, again] of NAMED_PLACE) {
      const named = pattern.exec(message)?.[1];
      if (named) return again(sentences, named);
    }
    return sentences[field];
  };
  for (const { parameter, message } of error.fieldErrors) {
    if (DRUG_FIELD.has(parameter)) fields.drug ??= say('drug', parameter, message);
    else if (LOCATION_FIELD.has(parameter)) fields.location ??= say('location', parameter, message);
    else if (!sentences || !other.includes(sentences.other))
      other.push(say('other', parameter, message));
  }
  return { fields, other };
}

/** The sentences for fieldErrorsOf in the interface's language; none (the API's own) in English. */
export function useFieldErrorSentences(): FieldErrorSentences | undefined {
  const t = useTranslations('FieldErrors');
  return useLocale() === 'en'
    ? undefined
    : {
        drug: t('drug'),
        location: t('location'),
        other: t('other'),
        unknownZip: (zip) => t('unknownZip', { zip }),
        unknownCity: (place) => t('unknownCity', { place }),
      };
}
