import { Badge } from '@/components/ui/badge';
import type { DataTableColumn } from '@/components/ui/table';
import { currency, type SampleClient, stageLabels, stageTones } from './sample-data';

/** The sample clients' company, stage, score and amount columns, shared by the table showcases. */
export const clientFigureColumns: DataTableColumn<SampleClient>[] = [
  { id: 'company', header: 'Company', sortable: true, hideOnMobile: true, cell: (c) => c.company },
  {
    id: 'stage',
    header: 'Stage',
    sortable: true,
    sortValue: (c) => Object.keys(stageLabels).indexOf(c.stage),
    cell: (c) => <Badge tone={stageTones[c.stage]}>{stageLabels[c.stage]}</Badge>,
  },
  {
    id: 'creditScore',
    header: 'Score',
    align: 'right',
    sortable: true,
    cell: (c) => <span className="tabular-nums">{c.creditScore ?? '—'}</span>,
  },
  {
    id: 'requested',
    header: 'Requested',
    align: 'right',
    sortable: true,
    cell: (c) => <span className="tabular-nums">{currency.format(c.requested)}</span>,
  },
];
