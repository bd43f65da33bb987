import { CircleAlert, CircleCheck, Info, type LucideIcon, TriangleAlert } from 'lucide-react';
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import {
  Dialog,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** Spec §9 dialog defaults. */
export const DIALOG_DEFAULTS = { confirmLabel: 'OK', denyLabel: 'No', cancelLabel: 'Cancel' } as const;

export type ConfirmVariant = 'danger' | 'success' | 'warning';
export type AlertVariant = 'info' | 'success' | 'error' | 'warning';
export type ConfirmChoice = 'confirm' | 'deny' | 'cancel';

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  variant?: ConfirmVariant;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface ChooseOptions extends ConfirmOptions {
  denyLabel?: string;
}

export interface AlertOptions {
  title: string;
  message?: ReactNode;
  variant?: AlertVariant;
  okLabel?: string;
}

export interface PromptOptions {
  title: string;
  message?: ReactNode;
  label: string;
  placeholder?: string;
  defaultValue?: string;
  submitLabel?: string;
  cancelLabel?: string;
  /** `email` and `url` add the dialog library's built-in checks. */
  inputType?: 'text' | 'email' | 'url';
  /** Extra check on submit; return an error message to keep the dialog open. */
  validate?: (value: string) => string | null;
}

export interface DialogsApi {
  /** OK resolves true; Cancel, Escape or closing resolves false. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  /** Three buttons: confirm (OK), deny (No) and cancel (Cancel). */
  choose: (options: ChooseOptions) => Promise<ConfirmChoice>;
  alert: (options: AlertOptions) => Promise<void>;
  /** The trimmed text, or null when cancelled. */
  prompt: (options: PromptOptions) => Promise<string | null>;
}

type Request = { id: number } & (
  | { kind: 'confirm'; options: ChooseOptions; withDeny: boolean; resolve: (choice: ConfirmChoice) => void }
  | { kind: 'alert'; options: AlertOptions; resolve: () => void }
  | { kind: 'prompt'; options: PromptOptions; resolve: (value: string | null) => void }
);
type NewRequest = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

const DialogsContext = createContext<DialogsApi | null>(null);

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
function builtInCheck(type: PromptOptions['inputType'], value: string): string | null {
  if (type === 'email' && !EMAIL_RE.test(value)) return 'Invalid email address';
  if (type === 'url') {
    try {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Invalid URL';
    } catch {
      return 'Invalid URL';
    }
  }
  return null;
}

const tone: Record<ConfirmVariant | AlertVariant, { icon: LucideIcon; ring: string; button: ButtonVariant }> =
  {
    danger: { icon: TriangleAlert, ring: 'bg-red-100 text-red-600', button: 'danger' },
    error: { icon: CircleAlert, ring: 'bg-red-100 text-red-600', button: 'danger' },
    success: { icon: CircleCheck, ring: 'bg-emerald-100 text-emerald-700', button: 'success' },
    warning: { icon: TriangleAlert, ring: 'bg-amber-100 text-amber-700', button: 'warning' },
    info: { icon: Info, ring: 'bg-sky-100 text-sky-600', button: 'primary' },
  };

/** Hosts the confirm, alert and prompt dialogs behind the promise-based {@link useDialogs} API. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Request[]>([]);
  const current = queue[0] ?? null;

  const nextId = useRef(0);
  const enqueue = useCallback((request: NewRequest) => {
    nextId.current += 1;
    const id = nextId.current;
    setQueue((q) => [...q, { ...request, id } as Request]);
  }, []);
  const settle = useCallback(() => setQueue((q) => q.slice(1)), []);

  const api = useMemo<DialogsApi>(
    () => ({
      confirm: (options) =>
        new Promise<boolean>((resolve) =>
          enqueue({ kind: 'confirm', options, withDeny: false, resolve: (c) => resolve(c === 'confirm') }),
        ),
      choose: (options) =>
        new Promise<ConfirmChoice>((resolve) =>
          enqueue({ kind: 'confirm', options, withDeny: true, resolve }),
        ),
      alert: (options) => new Promise<void>((resolve) => enqueue({ kind: 'alert', options, resolve })),
      prompt: (options) =>
        new Promise<string | null>((resolve) => enqueue({ kind: 'prompt', options, resolve })),
    }),
    [enqueue],
  );

  return (
    <DialogsContext.Provider value={api}>
      {children}
      {current ? <DialogHost key={current.id} request={current} onSettled={settle} /> : null}
    </DialogsContext.Provider>
  );
}

function DialogHost({ request, onSettled }: { request: Request; onSettled: () => void }) {
  const done = useRef(false);
  const finish = (fn: () => void) => {
    if (done.current) return;
    done.current = true;
    fn();
    onSettled();
  };
  const dismiss = () =>
    finish(() => {
      if (request.kind === 'confirm') request.resolve('cancel');
      else if (request.kind === 'alert') request.resolve();
      else request.resolve(null);
    });

  const variant =
    request.kind === 'confirm'
      ? (request.options.variant ?? 'warning')
      : request.kind === 'alert'
        ? (request.options.variant ?? 'info')
        : null;
  const Icon = variant ? tone[variant].icon : null;

  return (
    <Dialog open onOpenChange={(open) => !open && dismiss()}>
      <DialogContent
        role={request.kind === 'prompt' ? 'dialog' : 'alertdialog'}
        size="sm"
        className="p-6"
        title={request.options.title}
        header={
          <div className="flex items-start gap-4">
            {Icon && variant ? (
              <div
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-full',
                  tone[variant].ring,
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </div>
            ) : null}
            <div className="min-w-0 flex-1">
              <DialogTitle className="text-base font-semibold text-slate-900">
                {request.options.title}
              </DialogTitle>
              {request.options.message ? (
                <DialogDescription className="mt-1.5 text-sm text-slate-600">
                  {request.options.message}
                </DialogDescription>
              ) : (
                <DialogDescription className="sr-only">{request.options.title}</DialogDescription>
              )}
            </div>
            <DialogCloseButton />
          </div>
        }
      >
        {request.kind === 'confirm' ? (
          <ConfirmButtons
            options={request.options}
            withDeny={request.withDeny}
            onChoose={(choice) => finish(() => request.resolve(choice))}
          />
        ) : null}
        {request.kind === 'alert' ? (
          <div className="mt-6 flex justify-end">
            <Button
              variant={tone[request.options.variant ?? 'info'].button}
              onClick={() => finish(() => request.resolve())}
            >
              {request.options.okLabel ?? DIALOG_DEFAULTS.confirmLabel}
            </Button>
          </div>
        ) : null}
        {request.kind === 'prompt' ? (
          <PromptForm
            options={request.options}
            onSubmit={(value) => finish(() => request.resolve(value))}
            onCancel={() => finish(() => request.resolve(null))}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ConfirmButtons({
  options,
  withDeny,
  onChoose,
}: {
  options: ChooseOptions;
  withDeny: boolean;
  onChoose: (choice: ConfirmChoice) => void;
}) {
  const variant = options.variant ?? 'warning';
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={() => onChoose('cancel')}>
        {options.cancelLabel ?? DIALOG_DEFAULTS.cancelLabel}
      </Button>
      {withDeny ? (
        <Button variant="secondary" onClick={() => onChoose('deny')}>
          {options.denyLabel ?? DIALOG_DEFAULTS.denyLabel}
        </Button>
      ) : null}
      <Button variant={tone[variant].button} onClick={() => onChoose('confirm')}>
        {options.confirmLabel ?? DIALOG_DEFAULTS.confirmLabel}
      </Button>
    </div>
  );
}

function PromptForm({
  options,
  onSubmit,
  onCancel,
}: {
  options: PromptOptions;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(options.defaultValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const isBlank = value.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlank) return;
    const trimmed = value.trim();
    const problem = builtInCheck(options.inputType, trimmed) ?? options.validate?.(trimmed) ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    onSubmit(trimmed);
  };

  return (
    <form onSubmit={submit} className="mt-5" noValidate>
      <Field
        label={options.label}
        placeholder={options.placeholder}
        value={value}
        type={options.inputType === 'email' ? 'email' : options.inputType === 'url' ? 'url' : 'text'}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        error={error}
        autoFocus
      />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {options.cancelLabel ?? DIALOG_DEFAULTS.cancelLabel}
        </Button>
        <Button type="submit" disabled={isBlank}>
          {options.submitLabel ?? DIALOG_DEFAULTS.confirmLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Promise-based dialogs.
 * @example if (await confirm({ title: 'Delete ticket?', variant: 'danger' })) remove();
 */
export function useDialogs(): DialogsApi {
  const value = useContext(DialogsContext);
  if (!value) throw new Error('useDialogs must be used within a DialogsProvider');
  return value;
}
