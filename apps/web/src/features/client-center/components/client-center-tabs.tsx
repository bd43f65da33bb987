import {
  Activity,
  ArrowRight,
  ClipboardList,
  CreditCard,
  FileBarChart,
  FileText,
  LifeBuoy,
  ListOrdered,
  type LucideIcon,
  MessagesSquare,
  Settings,
  TrendingUp,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export interface ClientCenterTab {
  value: string;
  label: string;
  /** Spec §8: each tab has its own error boundary title. */
  errorTitle: string;
  icon: LucideIcon;
}

/** Spec §2 Client Center tabs, in order. */
export const clientCenterTabs: ClientCenterTab[] = [
  { value: 'overview', label: 'Overview', errorTitle: 'Overview Error', icon: TrendingUp },
  { value: 'credit-reports', label: 'Credit Reports', errorTitle: 'Credit Reports Error', icon: CreditCard },
  { value: 'tickets', label: 'Tickets', errorTitle: 'Tickets Error', icon: LifeBuoy },
  { value: 'tasks', label: 'Tasks', errorTitle: 'Tasks Error', icon: ClipboardList },
];

/** Spec §2: shown disabled, marked (Soon), with placeholder text. */
export const upcomingTabs: Array<{ value: string; label: string; icon: LucideIcon; placeholder: string }> = [
  {
    value: 'documents',
    label: 'Documents',
    icon: FileText,
    placeholder: 'Your uploaded documents will be collected here.',
  },
  {
    value: 'settings',
    label: 'Settings',
    icon: Settings,
    placeholder: 'Account and notification settings are on their way.',
  },
  {
    value: 'activity-log',
    label: 'Activity Log',
    icon: Activity,
    placeholder: 'A history of everything that happens on your account is coming soon.',
  },
  {
    value: 'communications',
    label: 'Communications',
    icon: MessagesSquare,
    placeholder: 'Emails and messages from your team will appear here.',
  },
  {
    value: 'coaching-progress',
    label: 'Coaching Progress',
    icon: ListOrdered,
    placeholder: 'A step-by-step view of your coaching progress is coming soon.',
  },
];

export function DataNotAvailable({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-base font-semibold text-slate-900">{title}</h2>
      <p className="mt-1.5 max-w-md text-sm leading-6 text-slate-600">{text}</p>
    </div>
  );
}

function QuickLink({
  to,
  icon: Icon,
  title,
  text,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      className="group flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1 text-sm font-semibold text-slate-900">
          {title}
          <ArrowRight
            className="size-3.5 text-slate-500 transition group-hover:translate-x-0.5 group-hover:text-brand"
            aria-hidden="true"
          />
        </span>
        <span className="mt-0.5 block text-xs leading-5 text-slate-500">{text}</span>
      </span>
    </Link>
  );
}

export function OverviewQuickLinks({ fundingReportHref }: { fundingReportHref: string }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <QuickLink
          to="/dashboard"
          icon={ListOrdered}
          title="Continue your steps"
          text="Pick up where you left off with your coach."
        />
        <QuickLink
          to="/client/application"
          icon={FileText}
          title="My application"
          text="Review the details lenders will see."
        />
        <QuickLink
          to={fundingReportHref}
          icon={FileBarChart}
          title="Funding report"
          text="Your bureau-by-bureau decision."
        />
        <QuickLink to="/client/support" icon={LifeBuoy} title="Get support" text="Ask the team a question." />
      </div>
      <DataNotAvailable
        icon={TrendingUp}
        title="Your progress summary is not available yet"
        text="Soon this overview will show your current step, completed tasks and latest credit decision at a glance."
      />
    </div>
  );
}

export interface ClientCenterPanels {
  overview: ReactNode;
  'credit-reports': ReactNode;
  tickets: ReactNode;
  tasks: ReactNode;
}

/**
 * The Client Center tab bar. The route composes the four panels from their features (features
 * never import each other); `badges` puts a count on a tab (spec: Tasks shows unfinished tasks).
 */
export function ClientCenterTabs({
  panels,
  badges = {},
  defaultTab = 'overview',
}: {
  panels: ClientCenterPanels;
  badges?: Partial<Record<keyof ClientCenterPanels, number>>;
  defaultTab?: string;
}) {
  return (
    <Tabs defaultValue={defaultTab}>
      <TabsList aria-label="Client Center sections">
        {clientCenterTabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            <tab.icon className="size-4" aria-hidden="true" />
            {tab.label}
            {badges[tab.value as keyof ClientCenterPanels] ? (
              <span className="ml-1 rounded-full bg-brand px-1.5 py-0.5 text-[11px] font-semibold leading-none text-white">
                {badges[tab.value as keyof ClientCenterPanels]}
                <span className="sr-only"> unfinished</span>
              </span>
            ) : null}
          </TabsTrigger>
        ))}
        <span aria-hidden="true" className="mx-1 h-5 w-px shrink-0 bg-slate-200" />
        {upcomingTabs.map((tab) => (
          <UpcomingTab key={tab.value} tab={tab} />
        ))}
      </TabsList>
      {clientCenterTabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <ErrorBoundary title={tab.errorTitle} compact>
            {panels[tab.value as keyof ClientCenterPanels]}
          </ErrorBoundary>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const SoonTooltip = lazy(() => import('./soon-tooltip').then((m) => ({ default: m.SoonTooltip })));

/**
 * A disabled "(Soon)" tab with its placeholder text: a tooltip on hover, and the tab's
 * description for screen readers (a disabled tab never gets focus, so a tooltip alone is silent).
 * The tooltip loads when the pointer first comes over the tab.
 */
function UpcomingTab({ tab }: { tab: (typeof upcomingTabs)[number] }) {
  const descriptionId = useId();
  const [hovered, setHovered] = useState(false);
  const trigger = (
    <span className="inline-flex shrink-0" onPointerEnter={hovered ? undefined : () => setHovered(true)}>
      <TabsTrigger value={tab.value} disabled aria-describedby={descriptionId}>
        {tab.label} (Soon)
      </TabsTrigger>
      <span id={descriptionId} className="sr-only">
        {tab.placeholder}
      </span>
    </span>
  );
  if (!hovered) return trigger;
  return (
    <Suspense fallback={trigger}>
      <SoonTooltip trigger={trigger} text={tab.placeholder} />
    </Suspense>
  );
}
