import type { StepProgress } from '@fundpath/contracts/coaching';
import * as Dialog from '@radix-ui/react-dialog';
import { Check, ChevronUp, Hourglass, Lock, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { StepIcon } from './step-icon';

interface StepListProps {
  steps: readonly StepProgress[];
  current: number | null;
  onPick: (step: number) => void;
  /** The drawer marks route steps `(Conditional)` (spec §2). */
  showConditional?: boolean;
}

function StepBullet({ step, isCurrent }: { step: StepProgress; isCurrent: boolean }) {
  const base = 'flex size-9 shrink-0 items-center justify-center rounded-full ring-1 ring-inset transition';
  if (step.status === 'completed')
    return (
      <span className={cn(base, 'bg-emerald-500 text-white ring-emerald-500')}>
        <Check className="size-4" strokeWidth={3} aria-hidden="true" />
      </span>
    );
  if (step.locked || step.skipped)
    return (
      <span className={cn(base, 'bg-slate-100 text-slate-500 ring-slate-200')}>
        <Lock className="size-3.5" aria-hidden="true" />
      </span>
    );
  if (step.status === 'pending_approval')
    return (
      <span className={cn(base, 'bg-amber-50 text-amber-700 ring-amber-300')}>
        <Hourglass className="size-4" aria-hidden="true" />
      </span>
    );
  return (
    <span
      className={cn(
        base,
        isCurrent
          ? 'bg-brand text-brand-foreground ring-brand shadow-sm shadow-brand/30'
          : step.status === 'in-progress'
            ? 'bg-brand/10 text-brand ring-brand/30'
            : 'bg-white text-slate-500 ring-slate-200',
      )}
    >
      <StepIcon type={step.icon_type} className="size-4" />
    </span>
  );
}

const statusText = (s: StepProgress) =>
  s.status === 'completed'
    ? 'Completed'
    : s.status === 'pending_approval'
      ? 'Awaiting approval'
      : s.locked
        ? 'Locked'
        : s.skipped
          ? 'Not on your route'
          : s.status === 'in-progress'
            ? 'In progress'
            : 'Not started';

/** The ordered list of steps; every step is a button (locked ones explain why they don't open). */
export function StepList({ steps, current, onPick, showConditional }: StepListProps) {
  return (
    <ol className="space-y-1">
      {steps.map((step, i) => {
        const isCurrent = step.step_number === current;
        const dim = step.locked || step.skipped;
        return (
          <li key={step.step_number} className="relative">
            {i < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-11 bottom-[-6px] left-[1.6rem] w-px',
                  step.status === 'completed' ? 'bg-emerald-300' : 'bg-slate-200',
                )}
              />
            ) : null}
            <button
              type="button"
              onClick={() => onPick(step.step_number)}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'relative flex w-full items-center gap-3 rounded-xl px-2 py-2 text-left transition',
                isCurrent ? 'bg-brand/[0.07] ring-1 ring-brand/20' : 'hover:bg-slate-100/80',
              )}
            >
              <StepBullet step={step} isCurrent={isCurrent} />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1.5 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
                  Step {step.step_number}
                  {showConditional && step.conditional ? (
                    <span className="font-medium tracking-normal text-amber-700 normal-case">
                      (Conditional)
                    </span>
                  ) : null}
                </span>
                <span
                  className={cn(
                    'block truncate text-sm font-medium',
                    dim ? 'text-slate-500' : isCurrent ? 'text-slate-900' : 'text-slate-700',
                  )}
                >
                  {step.step_title}
                </span>
                <span className="sr-only">, {statusText(step)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** Desktop (≥ 1024 px): the steps in a sticky sidebar. */
export function StepSidebar(props: StepListProps & { completed: number; total: number }) {
  return (
    <nav
      aria-label="Funding steps"
      className="sticky top-20 hidden max-h-[calc(100dvh-7rem)] flex-col rounded-2xl border border-slate-200/80 bg-white shadow-xs lg:flex"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <h2 className="text-sm font-semibold text-slate-900">Your steps</h2>
        <span className="text-xs font-medium text-slate-500 tabular-nums">
          {props.completed}/{props.total} completed
        </span>
      </div>
      <div className="overflow-y-auto p-2">
        <StepList {...props} showConditional />
      </div>
    </nav>
  );
}

/**
 * Mobile (< 1024 px): a bar above the bottom navigation opens the steps as a bottom drawer
 * (spec §2 labels TAP TO VIEW ALL STEPS / CLOSE STEPS MENU, completed/total, (Conditional)).
 */
export function StepDrawer({
  open,
  onOpenChange,
  completed,
  total,
  ...list
}: StepListProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  completed: number;
  total: number;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 px-3 pb-2 lg:hidden">
        <Dialog.Trigger asChild>
          <button
            type="button"
            className="mx-auto flex w-full max-w-xl items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-left text-white shadow-lg shadow-slate-900/20"
          >
            <ChevronUp className="size-4 shrink-0 text-white/70" aria-hidden="true" />
            <span className="flex-1 text-xs font-semibold tracking-widest">TAP TO VIEW ALL STEPS</span>
            <span className="rounded-full bg-white/15 px-2 py-0.5 text-xs font-medium tabular-nums">
              {completed}/{total}
            </span>
          </button>
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in lg:hidden" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-[61] flex max-h-[85dvh] flex-col rounded-t-3xl bg-white pb-[env(safe-area-inset-bottom)] shadow-2xl focus:outline-none data-[state=open]:animate-fade-in lg:hidden">
          <div className="mx-auto mt-2.5 h-1 w-10 rounded-full bg-slate-200" aria-hidden="true" />
          <div className="flex items-center justify-between px-5 pt-3 pb-2">
            <Dialog.Title className="text-base font-semibold text-slate-900">All steps</Dialog.Title>
            <span className="text-sm text-slate-500 tabular-nums">
              {completed}/{total} completed
            </span>
          </div>
          <Dialog.Description className="sr-only">Pick a step to work on.</Dialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto px-3 pb-2">
            <StepList {...list} showConditional />
          </div>
          <div className="border-t border-slate-100 p-3">
            <Dialog.Close asChild>
              <button
                type="button"
                className="flex w-full items-center justify-center gap-2 rounded-xl bg-slate-100 px-4 py-3 text-xs font-semibold tracking-widest text-slate-700 hover:bg-slate-200"
              >
                <X className="size-4" aria-hidden="true" />
                CLOSE STEPS MENU
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
