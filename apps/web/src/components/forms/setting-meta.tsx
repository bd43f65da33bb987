import type { Setting } from '@fundpath/contracts/config';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { useDialogs } from '@/components/ui/dialogs';
import { timeAgo } from '@/lib/format';

/*
 * What a settings form shows around a platform setting's field (GET /api/admin/settings and the
 * commerce settings): where its value comes from, Reset for one set here, and its hint.
 */

const SOURCE = {
  override: { label: 'Set here', tone: 'brand' },
  environment: { label: 'From environment', tone: 'neutral' },
  default: { label: 'Not set', tone: 'neutral' },
} as const;

/** A secret's state: whether one is in effect (the value itself is never shown). */
export const SecretBadge = ({ setting }: { setting: Setting }) =>
  setting.is_set ? <Badge tone="success">Set</Badge> : <Badge tone="warning">Not set</Badge>;

/** The field's label aside: `children` first, then the value's source and, for an override, Reset. */
export function SettingAside({
  setting: s,
  onReset,
  defaultLabel = SOURCE.default.label,
  showSource = true,
  children,
}: {
  setting: Setting;
  onReset: (s: Setting) => void;
  /** The source badge of a setting left to its default. */
  defaultLabel?: string;
  showSource?: boolean;
  children?: ReactNode;
}) {
  const source = SOURCE[s.source];
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {children}
      {showSource ? (
        <Badge tone={source.tone}>{s.source === 'default' ? defaultLabel : source.label}</Badge>
      ) : null}
      {s.source === 'override' ? (
        <button
          type="button"
          onClick={() => void onReset(s)}
          className="inline-flex items-center gap-1 rounded text-xs font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
          aria-label={`Reset ${s.label} to the environment`}
        >
          <RotateCcw className="size-3.5" aria-hidden="true" />
          Reset
        </button>
      ) : null}
    </span>
  );
}

/** The field's hint: the description, the environment variable, and who changed it when. */
export function SettingHint({ setting: s }: { setting: Setting }) {
  return (
    <>
      {s.description} <span className="font-mono text-[11px] text-slate-500">{s.env}</span>
      {s.updated_at ? (
        <span className="block text-xs text-slate-500">
          Changed {timeAgo(s.updated_at)}
          {s.updated_by_name ? ` by ${s.updated_by_name}` : ''}
        </span>
      ) : null}
    </>
  );
}

/**
 * Asks before a setting set here goes back to the environment's value (`fallback`: what applies
 * when the environment has none, e.g. "the built-in default"). Resolves true to go ahead.
 */
export function useConfirmSettingReset(fallback?: string) {
  const dialogs = useDialogs();
  return (s: Setting) =>
    dialogs.confirm({
      title: `Reset “${s.label}”?`,
      message:
        s.type === 'secret'
          ? `The stored secret is deleted; the platform uses ${s.env} from its environment, if set.`
          : `The platform goes back to ${s.env} from its environment${fallback ? ` (or ${fallback})` : ''}.`,
      confirmLabel: 'Reset',
      variant: 'warning',
    });
}
