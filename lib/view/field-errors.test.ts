import { describe, expect, it } from 'vitest';
import { problemType } from '@/lib/domain/api/problem';
import { ApiProblem } from '@/lib/domain/api/api-problem';
import { fieldErrorsOf } from './field-errors';

const invalid = (errors: Array<{ parameter: string; message: string }>) =>
  new ApiProblem(400, {
    type: problemType('invalid-parameters'),
    title: 'Invalid parameters',
    status: 400,
    detail: 'Some parameters are invalid.',
    errors,
  });

describe('fieldErrorsOf', () => {
  it('says a message that is a sentence once, without the field name in front again', () => {
    const { fields } = fieldErrorsOf(
      invalid([{ parameter: 'Zip', message: 'ZIP code 00000 is not known' }]),
    );
    expect(fields.location).toBe('ZIP code 00000 is not known.');
  });

  it('names the field in front of a rule, in the form’s words', () => {
    const { fields, other } = fieldErrorsOf(
      invalid([
        { parameter: 'Zip', message: 'must be 5 digits or ZIP+4 (12345-6789 or 123456789)' },
        { parameter: 'DrugName', message: 'must be at most 100 characters' },
        { parameter: 'Qty', message: 'must be a number above 0' },
      ]),
    );
    expect(fields).toEqual({
      location: 'ZIP code must be 5 digits or ZIP+4 (12345-6789 or 123456789).',
      drug: 'Drug name must be at most 100 characters.',
    });
    expect(other).toEqual(['Qty must be a number above 0.']);
  });

  it('puts every location parameter, our PharmacyId too, under the location field', () => {
    const { fields, other } = fieldErrorsOf(
      invalid([
        { parameter: 'PharmacyId', message: 'give NCPDP_NPI or PharmacyId, not both' },
        { parameter: 'NumPharm', message: 'must be a whole number from 1 to 100' },
      ]),
    );
    expect(fields).toEqual({ location: 'PharmacyId give NCPDP_NPI or PharmacyId, not both.' });
    expect(other).toEqual(['NumPharm must be a whole number from 1 to 100.']);
  });

  it('maps nothing for other errors', () => {
    expect(fieldErrorsOf(new Error('offline'))).toEqual({ fields: {}, other: [] });
  });
});

describe('fieldErrorsOf in another language', () => {
  const spanish = {
    drug: 'Revise el nombre del medicamento o el NDC.',
    location: 'Revise el código postal o la ciudad y el estado.',
    other: 'Revise la búsqueda e inténtelo de nuevo.',
    unknownZip: (zip: string) => `No encontramos el código postal ${zip}: revíselo.`,
    unknownCity: (place: string) =>
      `No encontramos la ciudad ${place}: revise el nombre y el estado.`,
  };

  it('names the ZIP or city it does not know, as the English does, else says the field', () => {
    expect(
      fieldErrorsOf(
        invalid([{ parameter: 'Zip', message: 'ZIP code 00000 is not known' }]),
        spanish,
      ).fields.location,
    ).toBe('No encontramos el código postal 00000: revíselo.');
    expect(
      fieldErrorsOf(
        invalid([{ parameter: 'City', message: 'Springfield, ZZ is not a known city' }]),
        spanish,
      ).fields.location,
    ).toBe('No encontramos la ciudad Springfield, ZZ: revise el nombre y el estado.');
    expect(
      fieldErrorsOf(invalid([{ parameter: 'Zip', message: 'must be 5 digits' }]), spanish).fields
        .location,
    ).toBe('Revise el código postal o la ciudad y el estado.');
  });
});
