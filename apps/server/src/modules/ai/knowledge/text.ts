/** Small text helpers shared by intent matching, BM25 search and the learning queue. */

/** Words that carry no topic: dropped from search terms and overlap scores. */
export const STOPWORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below
  between both but by can could did do does doing done down during each few for from further get got
  had has have having he her here hers him his how i if in into is it its itself just let me more most
  my myself no nor not now of off on once only or other our ours out over own please same she should
  so some such than that the their theirs them then there these they this those through to too under
  until up us very was we were what when where which while who whom why will with would you your yours
  yourself im ive id dont cant wont whats hows thats theres okay ok hey hi hello thanks thank really
  need want know tell explain mean means something thing things one way much many lot`
    .split(/\s+/)
    .filter(Boolean),
);

/** Domain vocabulary: a message with none of these (and no match) is off-topic. */
export const DOMAIN_WORDS = new Set(
  `credit score report bureau bureaus equifax experian transunion utilization utilisation late payment
  payments inquiry inquiries charge chargeoff collection collections dispute disputes bankruptcy loan loans
  lender lenders funding fund funds money capital business llc corporation ein duns d-u-n-s naics bank
  banking account accounts statement statements tax taxes return returns revenue income profit p&l plan
  application apply approval approved approve declined decline denied borderline qualify qualified
  qualification step steps task tasks document documents upload form field fields coach sba line lines
  card cards net-30 net30 vendor vendors tradeline tradelines paydex rate apr interest fee fees offer offers
  closing repay repayment cash flow debt limit limits balance balances guarantee collateral entity address
  phone website email freeze frozen monitoring identity ssn dob income goal goals timeline amount invoice
  paydown pay owe utilization cosign co-sign spouse partner owner owners ownership factor mca merchant
  equipment inventory payroll startup license permit insurance grant grants`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower-case, strip accents and punctuation, collapse spaces. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9&$%.\- ]+/g, ' ')
    .replace(/(?<![0-9])[.-](?![0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A very light English stemmer: enough to fold plurals and common verb endings together. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4 && !word.endsWith('eed')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1);
  return word;
}

/** Topic terms of a text: normalized, stopwords dropped, stemmed. */
export function terms(text: string): string[] {
  return normalizeText(text)
    .split(' ')
    .filter((w) => w.length > 1 && !STOPWORDS.has(w))
    .map(stem);
}

/** The key the learning queue folds repeats with, and exact knowledge-base matches use. */
export function questionKey(text: string): string {
  return terms(text).join(' ');
}

/** Share of `wanted`'s distinct terms found in `have` (0..1). */
export function coverage(wanted: readonly string[], have: readonly string[]): number {
  const w = new Set(wanted);
  if (w.size === 0) return 0;
  const h = new Set(have);
  let hit = 0;
  for (const t of w) if (h.has(t)) hit += 1;
  return hit / w.size;
}

export function hasDomainWord(text: string): boolean {
  return normalizeText(text)
    .split(' ')
    .some((w) => DOMAIN_WORDS.has(w) || DOMAIN_WORDS.has(stem(w)));
}

/** Splits text into small pieces for streaming (a few words each, whitespace kept). */
export function chunkText(text: string, wordsPerChunk = 4): string[] {
  const parts = text.match(/\S+\s*/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += wordsPerChunk) out.push(parts.slice(i, i + wordsPerChunk).join(''));
  // Leading whitespace (e.g. a reply starting with a newline) would be lost by the regex.
  const lead = text.match(/^\s+/)?.[0];
  if (lead && out.length) out[0] = lead + out[0];
  return out;
}

const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
export const formatDollars = (amount: number): string => DOLLARS.format(amount);

/** "July 3, 2027" from an ISO date (YYYY-MM-DD); the input unchanged when it is not one. */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** Top keywords across texts (stopwords and very common coach words dropped). */
export function topKeywords(
  texts: readonly string[],
  limit: number,
): Array<{ keyword: string; count: number }> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const t of new Set(terms(text))) {
      if (t.length < 3 || /^\d+$/.test(t)) continue;
      counts.set(t, (counts.get(t) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([keyword, count]) => ({ keyword, count }));
}
