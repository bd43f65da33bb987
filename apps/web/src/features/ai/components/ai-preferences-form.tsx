import { type AiPreferences, DEFAULT_AI_PREFERENCES } from '@fundpath/contracts/ai';
import { Keyboard, Mic, Play } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { nativeSelectClasses } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAiPreferences, useSaveAiPreferences } from '../api/preferences';
import { ListSkeleton, LoadError } from './admin/bits';

interface VoiceOption {
  name: string;
  lang: string;
  voiceURI: string;
}

/** The browser's voices; Chrome fills the list asynchronously, so listen for `voiceschanged`. */
function useBrowserVoices(): VoiceOption[] {
  const [voices, setVoices] = useState<VoiceOption[]>([]);
  useEffect(() => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
    const synth = window.speechSynthesis;
    const read = () =>
      setVoices(synth.getVoices().map((v) => ({ name: v.name, lang: v.lang, voiceURI: v.voiceURI })));
    read();
    synth.addEventListener?.('voiceschanged', read);
    return () => synth.removeEventListener?.('voiceschanged', read);
  }, []);
  return voices;
}

const TONES: Array<[AiPreferences['tone'], string, string]> = [
  ['friendly', 'Friendly', 'Warm and encouraging'],
  ['direct', 'Direct', 'Short, to the point'],
  ['detailed', 'Detailed', 'Explains the why'],
];

function RadioCards<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: T;
  onChange: (v: T) => void;
  options: Array<[T, string, string, React.ReactNode?]>;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map(([v, label, hint, icon]) => (
          <label
            key={v}
            className={cn(
              'flex cursor-pointer items-start gap-2.5 rounded-xl border p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
              value === v
                ? 'border-brand bg-brand/5 ring-1 ring-brand'
                : 'border-slate-200 hover:border-slate-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
              className="sr-only"
            />
            {icon}
            <span>
              <span className="block text-sm font-medium text-slate-900">{label}</span>
              <span className="block text-xs text-slate-500">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** `/settings/ai-preferences`: tone, voice, language and text-or-voice default, saved to the server. */
export function AiPreferencesForm() {
  const id = useId();
  const q = useAiPreferences();
  const save = useSaveAiPreferences();
  const voices = useBrowserVoices();
  const [prefs, setPrefs] = useState<AiPreferences>(DEFAULT_AI_PREFERENCES);
  useEffect(() => {
    if (q.data) setPrefs(q.data);
  }, [q.data]);

  if (q.isPending) return <ListSkeleton rows={3} />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;

  const set = <K extends keyof AiPreferences>(k: K, v: AiPreferences[K]) =>
    setPrefs((p) => ({ ...p, [k]: v }));
  const langPrefix = prefs.language;
  const matching = voices.filter((v) => v.lang.toLowerCase().startsWith(langPrefix));
  const listed = matching.length ? matching : voices;
  const dirty = JSON.stringify(prefs) !== JSON.stringify(q.data);

  const preview = () => {
    if (!('speechSynthesis' in window)) return;
    const u = new SpeechSynthesisUtterance(
      prefs.language === 'es'
        ? 'Hola, soy tu coach de financiamiento.'
        : "Hi, I'm your funding coach. Let's get you ready.",
    );
    const v = window.speechSynthesis
      .getVoices()
      .find((x) => x.voiceURI === prefs.voice || x.name === prefs.voice);
    if (v) u.voice = v;
    u.lang = prefs.language === 'es' ? 'es-US' : 'en-US';
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(u);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await save.mutateAsync(prefs);
      toast.success('Preferences saved');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save preferences'));
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <Card>
        <CardHeader title="How your coach talks" description="Applies to chat and voice." />
        <CardBody className="space-y-5">
          <RadioCards
            legend="Tone"
            name={`${id}-tone`}
            value={prefs.tone}
            onChange={(v) => set('tone', v)}
            options={TONES}
          />
          <RadioCards
            legend="Start coaching with"
            name={`${id}-mode`}
            value={prefs.default_mode}
            onChange={(v) => set('default_mode', v)}
            options={[
              [
                'text',
                'Text chat',
                'Type your questions',
                <Keyboard key="k" className="mt-0.5 size-4 text-slate-500" aria-hidden="true" />,
              ],
              [
                'voice',
                'Voice',
                'Talk it through',
                <Mic key="m" className="mt-0.5 size-4 text-slate-500" aria-hidden="true" />,
              ],
            ]}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-lang`} className="mb-1.5 block text-sm font-medium text-slate-800">
                Language
              </label>
              <select
                id={`${id}-lang`}
                value={prefs.language}
                onChange={(e) => set('language', e.target.value as AiPreferences['language'])}
                className={nativeSelectClasses}
              >
                <option value="en">English</option>
                <option value="es">Español</option>
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-voice`} className="mb-1.5 block text-sm font-medium text-slate-800">
                Voice
              </label>
              <div className="flex gap-2">
                <select
                  id={`${id}-voice`}
                  value={prefs.voice}
                  onChange={(e) => set('voice', e.target.value)}
                  className={nativeSelectClasses}
                >
                  <option value="default">Browser default</option>
                  {prefs.voice !== 'default' && !listed.some((v) => v.name === prefs.voice) ? (
                    <option value={prefs.voice}>{prefs.voice}</option>
                  ) : null}
                  {listed.map((v) => (
                    <option key={v.voiceURI} value={v.name.slice(0, 64)}>
                      {v.name} ({v.lang})
                    </option>
                  ))}
                </select>
                <Button
                  variant="secondary"
                  size="icon"
                  className="size-10"
                  aria-label="Preview voice"
                  onClick={preview}
                >
                  <Play className="size-4" aria-hidden="true" />
                </Button>
              </div>
              {voices.length === 0 ? (
                <p className="mt-1.5 text-xs text-slate-500">
                  This browser lists no voices; the default voice is used.
                </p>
              ) : null}
            </div>
          </div>
        </CardBody>
      </Card>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={!dirty} onClick={() => q.data && setPrefs(q.data)}>
          Discard
        </Button>
        <Button type="submit" disabled={!dirty} loading={save.isPending}>
          Save preferences
        </Button>
      </div>
    </form>
  );
}
