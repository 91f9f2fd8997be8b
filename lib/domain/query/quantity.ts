/** The largest quantity FindDrugs prices (docs/API.md, "FindDrugs"). */
export const MAX_QTY = 10_000;
export const QTY_RULE = `must be a number greater than 0 and at most ${MAX_QTY}`;

/** A quantity FindDrugs accepts: above 0 and at most MAX_QTY. */
export const isValidQuantity = (qty: number): boolean =>
  Number.isFinite(qty) && qty > 0 && qty <= MAX_QTY;
