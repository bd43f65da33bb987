import { newTeamChannelSchema, type TeamChannel } from '@fundpath/contracts/team-chat';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useCreateChannel, useOpenDirect, useTeamStaff } from '../api/channels';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The channel to show once made or opened. */
  onDone: (channel: TeamChannel) => void;
}

/** Colleagues as checkboxes (private channel members) or as buttons (start a DM). */
function useColleagues() {
  const { user } = useAuth();
  const staff = useTeamStaff();
  return { ...staff, others: (staff.data ?? []).filter((s) => s.id !== user?.id) };
}

export function CreateChannelDialog({ open, onOpenChange, onDone }: DialogProps) {
  const create = useCreateChannel();
  const colleagues = useColleagues();
  const [name, setName] = useState('');
  const [topic, setTopic] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [members, setMembers] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = newTeamChannelSchema.safeParse({
      name,
      topic,
      private: isPrivate,
      member_ids: isPrivate ? members : [],
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the name');
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (channel) => {
        onOpenChange(false);
        setName('');
        setTopic('');
        setPrivate(false);
        setMembers([]);
        onDone(channel as TeamChannel);
      },
      onError: (err) => setError(errorMessage(err, 'The channel could not be created')),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="New channel"
        description="Public channels are open to all staff; private ones to the people you add."
      >
        <form onSubmit={submit}>
          <DialogBody className="space-y-4">
            <Field
              label="Channel name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={60}
              error={error}
              required
            />
            <Field
              label="Topic (optional)"
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
              maxLength={250}
            />
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} />
              Private channel
            </label>
            {isPrivate ? (
              <fieldset className="space-y-1">
                <legend className="text-sm font-medium text-slate-800">Members</legend>
                <div className="max-h-48 space-y-1 overflow-y-auto">
                  {colleagues.others.map((s) => (
                    <label key={s.id} className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        checked={members.includes(s.id)}
                        onChange={(e) =>
                          setMembers((m) => (e.target.checked ? [...m, s.id] : m.filter((x) => x !== s.id)))
                        }
                      />
                      {s.name}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create channel
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function StartDirectDialog({ open, onOpenChange, onDone }: DialogProps) {
  const openDirect = useOpenDirect();
  const colleagues = useColleagues();
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shown = colleagues.others.filter((s) => s.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="New direct message" description="Write to one colleague.">
        <DialogBody className="space-y-3">
          <Field
            label="Find a colleague"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            error={error}
          />
          <ul className="max-h-64 space-y-1 overflow-y-auto" aria-label="Colleagues">
            {shown.map((s) => (
              <li key={s.id}>
                <Button
                  type="button"
                  variant="ghost"
                  className="w-full justify-start"
                  disabled={openDirect.isPending}
                  onClick={() =>
                    openDirect.mutate(s.id, {
                      onSuccess: (channel) => {
                        onOpenChange(false);
                        setFilter('');
                        onDone(channel as TeamChannel);
                      },
                      onError: (err) => setError(errorMessage(err, 'The conversation could not be opened')),
                    })
                  }
                >
                  Message {s.name}
                </Button>
              </li>
            ))}
          </ul>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
