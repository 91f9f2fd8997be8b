/**
 * Salts a product's label names that its NADAC description and 2015 directory name leave out,
 * each with its reference: searching the salt then finds the product ("lithium citrate").
 */
const LABEL_SALTS: ReadonlyArray<{ family: string; form: RegExp; salt: string; source: string }> = [
  {
    family: 'lithium',
    form: /^SOLUTION/,
    salt: 'citrate',
    source: 'USP monograph Lithium Oral Solution: lithium citrate, 8 mEq of lithium per 5 mL',
  },
];

/** The salt the label names for a product of this family and form, else null. */
export function labelSalt(familyKey: string, form: string | null): string | null {
  return (
    LABEL_SALTS.find((row) => row.family === familyKey && row.form.test(form ?? ''))?.salt ?? null
  );
}
