import type { ReleaseLabel } from './release';

/**
 * The form as pickers show it and as the Form filter reads it: the canonical form, with the
 * release label in brackets where one form holds several ("TABLET, EXTENDED RELEASE (SR)" and
 * "(XL)" for bupropion; metoprolol succinate's only ER tablet stays "TABLET, EXTENDED RELEASE").
 */
export interface LabelledForm {
  form: string;
  release: ReleaseLabel | null;
}

/** The specific labels each form carries among `products` (only forms with two or more). */
export function ambiguousForms(products: readonly LabelledForm[]): ReadonlySet<string> {
  const labels = new Map<string, Set<string>>();
  for (const { form, release } of products) {
    if (release === null) continue;
    const set = labels.get(form) ?? new Set<string>();
    set.add(release);
    labels.set(form, set);
  }
  return new Set([...labels].filter(([, set]) => set.size > 1).map(([form]) => form));
}

/** The form's label among products whose ambiguous forms are given. */
export function formLabelOf(product: LabelledForm, ambiguous: ReadonlySet<string>): string {
  return product.release !== null && ambiguous.has(product.form)
    ? `${product.form} (${product.release})`
    : product.form;
}

/** Whether a Form filter ("TABLET, EXTENDED RELEASE" or "… (XL)", upper case) admits a product. */
export function formFilterAdmits(product: LabelledForm, filter: string): boolean {
  return (
    filter === product.form ||
    (product.release !== null && filter === `${product.form} (${product.release})`)
  );
}
