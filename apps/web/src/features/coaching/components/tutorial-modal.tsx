import * as Dialog from '@radix-ui/react-dialog';
import { Bot, CheckCircle2, ListChecks, Route, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Spec §9: the tutorial opens 1 s after load unless this key is in local storage. */
export const TUTORIAL_STORAGE_KEY = 'hideTutorial';
export const TUTORIAL_DELAY_MS = 1_000;

function isHidden(): boolean {
  try {
    return localStorage.getItem(TUTORIAL_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}

const points = [
  {
    icon: Route,
    title: 'Walk your steps',
    text: 'Each step moves you closer to funding. Pick one from your step list.',
  },
  {
    icon: Bot,
    title: 'Talk to your coach',
    text: 'Your coach explains what matters in this step and answers questions.',
  },
  {
    icon: ListChecks,
    title: 'Finish your tasks',
    text: 'Tasks and application fields for the step live right here.',
  },
  {
    icon: CheckCircle2,
    title: 'Complete the step',
    text: 'When every required item is done, complete the step to move on.',
  },
];

export function TutorialModal() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (isHidden()) return;
    const timer = setTimeout(() => setOpen(true), TUTORIAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const hideForGood = () => {
    try {
      localStorage.setItem(TUTORIAL_STORAGE_KEY, 'true');
    } catch {
      // Storage unavailable: it just shows again next time.
    }
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] grid place-items-center overflow-y-auto bg-slate-950/40 p-4 backdrop-blur-[2px] data-[state=open]:animate-fade-in">
          <Dialog.Content className="relative max-h-[90dvh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
            <div className="flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-lg font-semibold text-slate-900">
                  Welcome to your coaching dashboard
                </Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-slate-600">
                  Here's how to get the most out of it.
                </Dialog.Description>
              </div>
              <Dialog.Close asChild>
                <button
                  type="button"
                  aria-label="Close"
                  className="-mt-1 -mr-2 rounded-md p-1.5 text-slate-400 hover:bg-slate-100"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </Dialog.Close>
            </div>
            <ol className="mt-5 space-y-4">
              {points.map(({ icon: Icon, title, text }, i) => (
                <li key={title} className="flex gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="text-sm font-semibold text-slate-900">
                      {i + 1}. {title}
                    </p>
                    <p className="text-sm text-slate-600">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={hideForGood}>
                Don't show again
              </Button>
              <Button onClick={() => setOpen(false)}>Got it</Button>
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
