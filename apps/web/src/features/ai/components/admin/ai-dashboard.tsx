import { AlertTriangle, Bot, Gauge, MessageSquare, Mic, Smile } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAiDashboard } from '../../api/admin';
import { ListSkeleton, LoadError, percent, SelectField } from './bits';
import { ChartCard, ConfidenceChart, VolumeChart } from './charts';

type Dashboard = NonNullable<ReturnType<typeof useAiDashboard>['data']>;

/** `/admin/ai-dashboard`: volume, satisfaction, confidence, top unanswered topics, and the voice assistant tab. */
export function AiDashboard() {
  const id = useId();
  const [days, setDays] = useState('30');
  const q = useAiDashboard({ days });
  return (
    <Tabs defaultValue="overview">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TabsList className="w-auto border-0">
          <TabsTrigger value="overview">
            <Gauge className="size-4" aria-hidden="true" /> Overview
          </TabsTrigger>
          <TabsTrigger value="voice">
            <Mic className="size-4" aria-hidden="true" /> Voice assistant
          </TabsTrigger>
        </TabsList>
        <div className="w-40">
          <SelectField
            id={`${id}-days`}
            label="Period"
            value={days}
            onChange={setDays}
            options={[
              ['7', 'Last 7 days'],
              ['30', 'Last 30 days'],
              ['90', 'Last 90 days'],
            ]}
          />
        </div>
      </div>
      {q.isPending ? <ListSkeleton rows={3} /> : null}
      {q.isError ? <LoadError error={q.error} onRetry={() => void q.refetch()} /> : null}
      {q.data ? (
        <>
          <TabsContent value="overview">
            <Overview d={q.data} />
          </TabsContent>
          <TabsContent value="voice">
            <VoiceAssistant d={q.data} />
          </TabsContent>
        </>
      ) : null}
    </Tabs>
  );
}

function Overview({ d }: { d: Dashboard }) {
  const histogram = d.confidence_histogram.map((count, i) => ({
    bucket: `${i * 10}–${i * 10 + 10}%`,
    count,
    low: i < 6,
  }));
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Conversations"
          value={d.totals.conversations}
          icon={MessageSquare}
          hint={`${d.totals.user_messages} client messages`}
        />
        <StatCard
          label="Satisfaction"
          value={percent(d.satisfaction.rate)}
          icon={Smile}
          tone="good"
          hint={`${d.satisfaction.thumbs_up} up · ${d.satisfaction.thumbs_down} down`}
        />
        <StatCard label="Avg. confidence" value={percent(d.average_confidence)} icon={Gauge} />
        <StatCard
          label="Low confidence"
          value={d.totals.low_confidence}
          icon={AlertTriangle}
          tone={d.totals.low_confidence > 0 ? 'warn' : 'good'}
          hint={`${d.totals.fallback_replies} fallback replies`}
        />
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartCard
          title="Volume"
          description="Messages per day"
          summary={d.volume
            .map((v) => `${v.date}: ${v.user_messages} client, ${v.assistant_messages} coach`)
            .join('. ')}
        >
          <VolumeChart volume={d.volume} />
        </ChartCard>
        <ChartCard
          title="Confidence histogram"
          description="Coach replies by confidence"
          summary={histogram.map((h) => `${h.bucket}: ${h.count}`).join(', ')}
        >
          <ConfidenceChart histogram={histogram} />
        </ChartCard>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader
            title="Top unanswered topics"
            description="Words that recur in questions the coach struggled with"
            action={
              <Link to="/admin/expert-queue" className="text-sm font-medium text-brand hover:underline">
                Expert queue
              </Link>
            }
          />
          <CardBody>
            {d.top_unanswered_topics.length === 0 ? (
              <p className="text-sm text-slate-500">Nothing unanswered. 🎉</p>
            ) : (
              <ol className="space-y-2">
                {d.top_unanswered_topics.map((t) => {
                  const max = d.top_unanswered_topics[0]?.count || 1;
                  return (
                    <li key={t.keyword} className="text-sm">
                      <div className="flex justify-between gap-2">
                        <span className="font-medium text-slate-800">{t.keyword}</span>
                        <span className="text-slate-500 tabular-nums">{t.count}</span>
                      </div>
                      <div className="mt-1 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                        <div
                          className="h-full rounded-full bg-amber-400"
                          style={{ width: `${(t.count / max) * 100}%` }}
                        />
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="What clients ask" description="Recognised intents" />
          <CardBody>
            <ul className="flex flex-wrap gap-2">
              {d.intents.map((i) => (
                <li key={i.intent}>
                  <Badge tone="brand">
                    {i.intent.replaceAll('_', ' ')} · {i.count}
                  </Badge>
                </li>
              ))}
              {d.intents.length === 0 ? (
                <li className="text-sm text-slate-500">No conversations yet.</li>
              ) : null}
            </ul>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}

function VoiceAssistant({ d }: { d: Dashboard }) {
  const p = d.provider;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader
          title="Coach provider"
          icon={<Bot className="size-4" />}
          description="What answers clients, by text and by voice"
        />
        <CardBody>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <dt className="text-slate-500">Provider</dt>
            <dd className="font-medium text-slate-900">{p.name}</dd>
            <dt className="text-slate-500">Model</dt>
            <dd className="font-medium text-slate-900">{p.model ?? 'Built-in grounded coach'}</dd>
            <dt className="text-slate-500">Configured</dt>
            <dd>{p.configured ? <Badge tone="success">Yes</Badge> : <Badge>No (built-in)</Badge>}</dd>
            <dt className="text-slate-500">Circuit breaker</dt>
            <dd>
              <Badge tone={p.breaker === 'closed' ? 'success' : p.breaker === 'open' ? 'danger' : 'warning'}>
                {p.breaker.replace('_', ' ')}
              </Badge>
            </dd>
            <dt className="text-slate-500">Consecutive failures</dt>
            <dd className="tabular-nums">{p.consecutive_failures}</dd>
            <dt className="text-slate-500">Fallback replies</dt>
            <dd className="tabular-nums">{p.fallback_replies}</dd>
          </dl>
          {p.last_error ? (
            <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-xs text-red-800">
              Last error: {p.last_error}
            </p>
          ) : null}
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Voice coaching" icon={<Mic className="size-4" />} />
        <CardBody className="space-y-2 text-sm text-slate-600">
          <p>
            With LiveKit configured on the server (<code className="text-xs">LIVEKIT_URL</code>, key and
            secret), calls run through a LiveKit room and the voice agent. Without it, clients talk to the
            coach through their browser's speech recognition and speech synthesis, using the same chat as
            typed messages.
          </p>
          <p>
            Spoken turns land in the same conversations, so review, feedback and the expert queue cover voice
            too.
          </p>
        </CardBody>
      </Card>
    </div>
  );
}
