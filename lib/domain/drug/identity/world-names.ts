/**
 * Kinds of names from outside the US label that a search answers (scripts/dataset/world-names.csv):
 * international (INN) and British names, Spanish generic names, and nicknames. Zod-free.
 */
export const WORLD_NAME_KINDS = ['inn', 'british', 'spanish', 'nickname'] as const;
export type WorldNameKind = (typeof WORLD_NAME_KINDS)[number];
