import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePagedFilters } from '@/hooks/use-paged-filters';
import { formatDateTime } from '@/lib/format';
import { useUnansweredQuestions } from '../../api/admin';
import { ListSkeleton, LoadError, percent, SearchField, SelectField, StepSelect } from './bits';
import { QuestionBadges, REASON_LABELS, STATUS_LABELS } from './question-badges';

/** `/admin/unanswered-questions`: what the coach could not answer well, filtered and searchable. */
export function UnansweredQuestionsQueue() {
  const id = useId();
  const { filters, setFilter, page, setPage } = usePagedFilters({
    status: 'open',
    reason: '',
    step: null as number | null,
    q: '',
  });
  const search = useDebouncedValue(filters.q);
  const query = useUnansweredQuestions({ ...filters, q: search, page, per_page: 25 });

  return (
    <div className="space-y-4">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <SearchField
          id={`${id}-q`}
          label="Search"
          value={filters.q}
          onChange={(v) => setFilter('q', v)}
          placeholder="Words in the question"
        />
        <SelectField
          id={`${id}-status`}
          label="Status"
          value={filters.status}
          onChange={(v) => setFilter('status', v)}
          options={[['', 'Any status'], ...Object.entries(STATUS_LABELS)]}
        />
        <SelectField
          id={`${id}-reason`}
          label="Why it is here"
          value={filters.reason}
          onChange={(v) => setFilter('reason', v)}
          options={[['', 'Any reason'], ...Object.entries(REASON_LABELS)]}
        />
        <StepSelect id={`${id}-step`} value={filters.step} onChange={(v) => setFilter('step', v)} />
      </Card>

      {query.isPending ? <ListSkeleton /> : null}
      {query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.questions.length === 0 ? (
        <EmptyState title="Nothing in the queue" description="No questions match these filters." />
      ) : null}
      {query.data && query.data.questions.length > 0 ? (
        <ul className="space-y-2" aria-label="Unanswered questions">
          {query.data.questions.map((item) => (
            <li key={item.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">“{item.question}”</p>
                  <div className="mt-1.5">
                    <QuestionBadges q={item} />
                  </div>
                  <p className="mt-1.5 text-xs text-slate-500">
                    {item.user_name ?? 'Unknown client'} · {formatDateTime(item.created_at)}
                    {item.reply_confidence !== null ? ` · confidence ${percent(item.reply_confidence)}` : ''}
                  </p>
                </div>
                <Link
                  to={`/admin/expert-queue?id=${encodeURIComponent(item.id)}`}
                  className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand hover:underline"
                >
                  {item.status === 'open' ? 'Answer' : 'Open'}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      {query.data ? (
        <Pagination
          className="mt-4"
          variant="simple"
          hideWhenSinglePage
          page={page}
          pageSize={query.data.per_page}
          total={query.data.total}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
