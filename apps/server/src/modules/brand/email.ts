/** What a campaign e-mail prints of a brand (module `campaigns`, above): header, colours, postal footer. */
import type { Db } from '../../platform/db';
import * as repo from './repo';

export interface EmailBrandRow {
  id: string | null;
  name: string;
  primary_color: string | null;
  logo_url: string | null;
  postal_address: string | null;
  support_email: string | null;
}

/** The brand by id, else the default brand; the platform's name when there is neither. */
export async function brandForEmail(db: Db, brandId: string | null): Promise<EmailBrandRow> {
  const row =
    (brandId ? await repo.findBrandById(db, brandId) : undefined) ?? (await repo.findDefaultBrand(db));
  return {
    id: row?.id ?? null,
    name: row?.name ?? 'FundPath',
    primary_color: row?.primary_color ?? null,
    logo_url: row?.logo_url ?? row?.logo_black_url ?? null,
    postal_address: row?.postal_address ?? null,
    support_email: row?.support_email ?? null,
  };
}
