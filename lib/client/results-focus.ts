/**
 * A search the visitor has just asked for: once its results have rendered, their heading takes
 * the focus (and a screen reader reads "30 pharmacies near 60601, lowest $9.59"), instead of the
 * focus staying on a button that is gone or far above. A flag in this browser tab's memory: the
 * search form sets it, the results take it once.
 */
let asked = false;

/** Called as a search is submitted. */
export function focusResultsOnArrival(): void {
  asked = true;
}

/** Whether the results now rendering answer a search just submitted; clears the flag. */
export function takeResultsFocus(): boolean {
  const was = asked;
  asked = false;
  return was;
}
