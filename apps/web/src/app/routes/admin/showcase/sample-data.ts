/** Catalogue-only sample data for the UI kit showcase screens (`/ui`, `/crms-showcase`, `/tables`). */

export type ClientStage = 'lead' | 'onboarding' | 'credit_review' | 'funding' | 'funded';

export interface SampleClient {
  id: string;
  name: string;
  company: string;
  email: string;
  stage: ClientStage;
  creditScore: number | null;
  requested: number;
  lastActivity: string; // ISO date
}

export const stageLabels: Record<ClientStage, string> = {
  lead: 'Lead',
  onboarding: 'Onboarding',
  credit_review: 'Credit review',
  funding: 'In funding',
  funded: 'Funded',
};

export const stageTones = {
  lead: 'neutral',
  onboarding: 'info',
  credit_review: 'warning',
  funding: 'brand',
  funded: 'success',
} as const;

const first = [
  'Dana',
  'Marcus',
  'Priya',
  'Tomás',
  'Aisha',
  'Kenji',
  'Leila',
  'Owen',
  'Sofia',
  'Grace',
  'Ivan',
  'Nora',
];
const last = [
  'Reyes',
  'Okafor',
  'Shah',
  'García',
  'Bello',
  'Tanaka',
  'Haddad',
  'Brennan',
  'Rossi',
  'Kim',
  'Petrov',
  'Lind',
];
const companies = [
  'Reyes Landscaping LLC',
  'Northwind Freight',
  'Bright Path Dental',
  'Casa Verde Catering',
  'Summit Roofing Co.',
  'Blue Harbor Coffee',
  'Atlas Mobile Repair',
  'Evergreen Daycare',
  'Copper Kettle Bakery',
  'Ironclad Fitness Studio',
  'Lakeside Auto Detailing',
  'Maple & Main Boutique',
];
const stages: ClientStage[] = ['lead', 'onboarding', 'credit_review', 'funding', 'funded'];

/** 137 deterministic clients (no randomness, so screenshots are stable). */
export const sampleClients: SampleClient[] = Array.from({ length: 137 }, (_, i) => {
  const f = first[i % first.length] as string;
  const l = last[(i * 7) % last.length] as string;
  const day = String(((i * 11) % 28) + 1).padStart(2, '0');
  const month = String(((i * 5) % 12) + 1).padStart(2, '0');
  return {
    id: `c-${String(i + 1).padStart(4, '0')}`,
    name: `${f} ${l}`,
    company: companies[(i * 3) % companies.length] as string,
    email: `${f}.${l}${i}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
    stage: stages[(i * 13) % stages.length] as ClientStage,
    creditScore: i % 9 === 4 ? null : 560 + ((i * 37) % 260),
    requested: 15_000 + ((i * 7919) % 48) * 5_000,
    lastActivity: `2025-${month}-${day}`,
  };
});

export const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const LONG_TEXT =
  'Bright Path Dental & Orthodontics of Greater Northern Springfield (formerly Springfield Family Smiles, a multi-location practice)';
