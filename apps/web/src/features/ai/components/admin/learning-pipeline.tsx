import { BookOpen, CheckCircle2, CircleDashed, Database, Inbox, XCircle } from 'lucide-react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import { formatDateTime } from '@/lib/format';
import { useLearningPipeline } from '../../api/admin';
import { ListSkeleton, LoadError, percent } from './bits';
import { REASON_LABELS } from './question-badges';

/** `/admin/learning-pipeline`: queue → expert answer → knowledge base → search index, as status cards. */
export function LearningPipeline() {
  const p = useLearningPipeline();
  if (p.isPending) return <ListSkeleton rows={3} />;
  if (p.isError) return <LoadError error={p.error} onRetry={() => void p.refetch()} />;
  const d = p.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="lp-queue">
        <h2 id="lp-queue" className="mb-3 text-sm font-semibold text-slate-900">
          1 · Questions in the loop
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard
            label="Open"
            value={d.queue.open}
            icon={Inbox}
            tone={d.queue.open > 0 ? 'warn' : 'good'}
            hint="Waiting for an expert"
          />
          <StatCard
            label="Answered"
            value={d.queue.answered}
            icon={CircleDashed}
            hint="Waiting for approval"
          />
          <StatCard
            label="Approved"
            value={d.queue.approved}
            icon={CheckCircle2}
            tone="good"
            hint="Now in the knowledge base"
          />
          <StatCard label="Dismissed" value={d.queue.dismissed} icon={XCircle} />
        </div>
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader
            title="Why questions enter"
            description={`Replies under ${percent(d.threshold)} confidence, thumbs-downs and reports`}
          />
          <CardBody>
            <ul className="space-y-2 text-sm">
              {Object.entries(d.by_reason).map(([reason, n]) => (
                <li key={reason} className="flex justify-between gap-2">
                  <span className="text-slate-600">
                    {REASON_LABELS[reason as keyof typeof REASON_LABELS] ?? reason}
                  </span>
                  <span className="font-medium text-slate-900 tabular-nums">{n}</span>
                </li>
              ))}
              {Object.keys(d.by_reason).length === 0 ? (
                <li className="text-slate-500">Nothing yet.</li>
              ) : null}
            </ul>
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title="Knowledge base"
            icon={<BookOpen className="size-4" />}
            description={`Version ${d.knowledge.version}`}
          />
          <CardBody>
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div>
                <dt className="text-xs text-slate-500">Entries</dt>
                <dd className="text-xl font-semibold tabular-nums">{d.knowledge.total}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Active</dt>
                <dd className="text-xl font-semibold tabular-nums">{d.knowledge.active}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">From experts</dt>
                <dd className="text-xl font-semibold tabular-nums">{d.knowledge.from_experts}</dd>
              </div>
            </dl>
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title="Search index"
            icon={<Database className="size-4" />}
            description={`Version ${d.index.version}`}
          />
          <CardBody className="space-y-1.5 text-sm text-slate-600">
            <p>
              <span className="font-medium text-slate-900 tabular-nums">{d.index.documents}</span> documents
              indexed
            </p>
            <p>Built {d.index.built_at ? formatDateTime(d.index.built_at) : 'not yet'}</p>
            {d.index.last_rebuild_ms !== null ? (
              <p>Last rebuild took {Math.round(d.index.last_rebuild_ms)} ms</p>
            ) : null}
            <p className={d.index.version === d.knowledge.version ? 'text-emerald-700' : 'text-amber-700'}>
              {d.index.version === d.knowledge.version
                ? 'Up to date with the knowledge base'
                : 'Rebuilding to catch up…'}
            </p>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
