import type { Pharmacy } from '../../lib/domain/dataset/dataset-schema';
import { namesAgree, namesAgreeClosely } from './business-name';
import { cityLetters } from './pharmacy-location';
import type { NpiRow } from './sources/nppes';

/** How each listed pharmacy fared against the NPPES list (printed by the build, in data/README.md). */
export interface NpiMatchReport {
  /** NPI attached: phone, ZIP and name agree, one NPI for one pharmacy. */
  byPhone: number;
  /** NPI attached to a pharmacy with no phone: ZIP, city and every distinctive name word agree. */
  byName: number;
  /** Phone and ZIP agree but the names share no word (an owner's company name): not attached. */
  nameDisagrees: number;
  /** Several NPIs fit one pharmacy, or one NPI fits several: not attached. */
  ambiguous: number;
  /** Pharmacies with a phone on which the name-only rule was checked against the phone rule. */
  nameRuleChecked: number;
  /** … and where it chose another NPI than the phone rule did (a false match it would make). */
  nameRuleConflicts: number;
  /** … or one where the phone rule found none (the phone differs: not confirmed either way). */
  nameRuleUnconfirmed: number;
}

const groupBy = <T>(rows: readonly T[], key: (row: T) => string | null) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) groups.set(k, [...(groups.get(k) ?? []), row]);
  }
  return groups;
};

/**
 * Attaches to each listed pharmacy the NPI of the same business in NPPES, and only when nothing
 * else could be it. With a phone: the NPPES rows with that phone in the pharmacy's ZIP whose name
 * shares a distinctive word with the pharmacy's (business-name.ts). Without a phone: the rows of
 * its ZIP and city whose distinctive words are exactly its own, one of them uncommon. Exactly one
 * candidate must remain, and no other pharmacy may claim the same NPI; otherwise none is attached
 * (a phone shared by several NPIs — a group's central line, a clinic's retail and specialty
 * counters — is ambiguous). Nothing is guessed: a pharmacy without a match keeps npi null.
 */
export function attachNpis(
  pharmacies: readonly Pharmacy[],
  npiRows: readonly NpiRow[],
): { pharmacies: Pharmacy[]; report: NpiMatchReport } {
  const byPhone = groupBy(npiRows, (row) => row.phone);
  const byZip = groupBy(npiRows, (row) => row.zip5);
  const report: NpiMatchReport = {
    byPhone: 0,
    byName: 0,
    nameDisagrees: 0,
    ambiguous: 0,
    nameRuleChecked: 0,
    nameRuleConflicts: 0,
    nameRuleUnconfirmed: 0,
  };

  const phoneCandidates = (p: Pharmacy) =>
    (byPhone.get(p.phone ?? '') ?? []).filter((row) => row.zip5 === p.zip9.slice(0, 5));
  const nameCandidates = (p: Pharmacy) =>
    (byZip.get(p.zip9.slice(0, 5)) ?? []).filter(
      (row) => cityLetters(row.city) === cityLetters(p.city) && namesAgreeClosely(p.name, row.name),
    );

  const proposals = new Map<string, { npi: string; rule: 'phone' | 'name' }>();
  for (const p of pharmacies) {
    if (p.npi) continue;
    if (p.phone) {
      const sameLine = phoneCandidates(p);
      const agreeing = sameLine.filter((row) => namesAgree(p.name, row.name));
      if (sameLine.length > 0 && agreeing.length === 0) report.nameDisagrees += 1;
      if (agreeing.length > 1) report.ambiguous += 1;
      const match = agreeing.length === 1 ? agreeing[0] : undefined;
      if (match) proposals.set(p.id, { npi: match.npi, rule: 'phone' });
      // Where the phone can tell, measure how often the name-only rule would be wrong.
      const byName = nameCandidates(p);
      if (byName.length === 1) {
        report.nameRuleChecked += 1;
        if (!match) report.nameRuleUnconfirmed += 1;
        else if (byName[0]?.npi !== match.npi) report.nameRuleConflicts += 1;
      }
      continue;
    }
    const byName = nameCandidates(p);
    if (byName.length > 1) report.ambiguous += 1;
    if (byName.length === 1 && byName[0]) proposals.set(p.id, { npi: byName[0].npi, rule: 'name' });
  }

  const claims = groupBy([...proposals.values()], (proposal) => proposal.npi);
  const attached = pharmacies.map((p) => {
    const proposal = proposals.get(p.id);
    if (!proposal) return p;
    if ((claims.get(proposal.npi)?.length ?? 0) > 1) {
      report.ambiguous += 1;
      return p;
    }
    report[proposal.rule === 'phone' ? 'byPhone' : 'byName'] += 1;
    return { ...p, npi: proposal.npi };
  });
  return { pharmacies: attached, report };
}
