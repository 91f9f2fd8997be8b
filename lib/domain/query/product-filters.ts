/**
 * How the Form and Strength filters (FindDrugs extensions) compare with a product's form and
 * strength: case-insensitive, runs of spaces as one. Both providers use these.
 */
export const formKey = (form: string): string => form.trim().toUpperCase();

/** The comparable form of a strength label ("20  mg" → "20 MG"). */
export const strengthLabelKey = (strength: string): string =>
  strength.trim().toUpperCase().replace(/\s+/g, ' ');
