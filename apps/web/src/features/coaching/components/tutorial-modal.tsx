import { Bot, CheckCircle2, ListChecks, Route } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';

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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        title="Welcome to your coaching dashboard"
        description="Here's how to get the most out of it."
      >
        <DialogBody>
          <ol className="space-y-4">
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
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={hideForGood}>
            Don't show again
          </Button>
          <Button onClick={() => setOpen(false)}>Got it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
