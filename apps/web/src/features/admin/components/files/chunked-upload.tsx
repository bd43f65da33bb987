import { LIBRARY_TUS_CHUNK_BYTES, LIBRARY_TUS_MAX_BYTES, LIBRARY_TUS_PATH } from '@fundpath/contracts/files';
import { CloudUpload, Pause, Play, RotateCcw, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Upload } from 'tus-js-client';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { formatBytes } from '@/lib/format';
import { useInvalidateFiles } from '../../api/files';
import { FileTable } from './file-library';

type State = 'uploading' | 'paused' | 'retrying' | 'done' | 'error';

interface Transfer {
  file: File;
  sent: number;
  state: State;
  error?: string;
  resumedFrom?: number;
}

/** Bytes per second over the last few progress events. */
function useRate(sent: number, active: boolean) {
  const samples = useRef<Array<{ t: number; b: number }>>([]);
  const [rate, setRate] = useState(0);
  useEffect(() => {
    if (!active) {
      samples.current = [];
      setRate(0);
      return;
    }
    const now = performance.now();
    samples.current = [...samples.current.filter((s) => now - s.t < 5000), { t: now, b: sent }];
    const first = samples.current[0]!;
    const dt = (now - first.t) / 1000;
    setRate(dt > 0.5 ? (sent - first.b) / dt : 0);
  }, [sent, active]);
  return rate;
}

/**
 * `/admin/chunked-upload`: one large file over tus in 8 MB chunks. A dropped connection is
 * retried by itself; pausing, reloading the page or choosing the same file again resumes from
 * what the server already has.
 */
export function ChunkedUpload() {
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const upload = useRef<Upload | null>(null);
  const refresh = useInvalidateFiles();
  const active = transfer?.state === 'uploading' || transfer?.state === 'retrying';
  const rate = useRate(transfer?.sent ?? 0, active);
  const percent = transfer ? Math.floor((transfer.sent / Math.max(1, transfer.file.size)) * 100) : 0;
  const eta = rate > 0 && transfer ? Math.ceil((transfer.file.size - transfer.sent) / rate) : null;

  useEffect(() => () => void upload.current?.abort(), []);

  const start = async (file: File) => {
    setDone(null);
    const set = (p: Partial<Transfer>) => setTransfer((t) => (t ? { ...t, ...p } : t));
    setTransfer({ file, sent: 0, state: 'uploading' });
    let fileId: string | null = null;
    // The tus client loads on the first upload, not with the page.
    const { Upload } = await import('tus-js-client');
    const u = new Upload(file, {
      endpoint: LIBRARY_TUS_PATH,
      chunkSize: LIBRARY_TUS_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      onProgress: (sent) => set({ sent }),
      onShouldRetry: (err, attempt) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        // Refusals (type, size, someone else's upload) are final; network trouble and 5xx retry.
        const retry = status === 0 || status >= 500 || status === 409 || status === 423;
        if (retry) set({ state: 'retrying' });
        return retry && attempt < 6;
      },
      onAfterResponse: (_req, res) => {
        const id = res.getHeader('X-Library-File-Id');
        if (id) fileId = id;
        if (res.getStatus() < 300) set({ state: 'uploading' });
      },
      onError: (err) => {
        const body = (err as { originalResponse?: { getBody(): string } }).originalResponse?.getBody();
        set({ state: 'error', error: body?.trim() || err.message });
      },
      onSuccess: () => {
        set({ state: 'done', sent: file.size });
        setDone(fileId);
        toast.success(`${file.name} is in the library`);
        refresh();
      },
    });
    upload.current = u;
    // The same file chosen again (or after a reload) continues where the server stopped.
    const previous = await u.findPreviousUploads();
    const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    if (last) {
      u.resumeFromPreviousUpload(last);
      set({ resumedFrom: last.size ?? undefined });
    }
    u.start();
  };

  const pause = () => {
    void upload.current?.abort();
    setTransfer((t) => (t ? { ...t, state: 'paused' } : t));
  };
  const resume = () => {
    upload.current?.start();
    setTransfer((t) => (t ? { ...t, state: 'uploading', error: undefined } : t));
  };
  const cancel = async () => {
    await upload.current?.abort(true);
    upload.current = null;
    setTransfer(null);
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          icon={<CloudUpload className="size-5" aria-hidden="true" />}
          title="Large file"
          description={`Up to ${formatBytes(LIBRARY_TUS_MAX_BYTES)}, sent in ${formatBytes(LIBRARY_TUS_CHUNK_BYTES)} chunks. If the connection drops it picks up where it stopped.`}
        />
        <CardBody className="grid gap-4">
          {!transfer || transfer.state === 'done' ? (
            <FileDropZone
              label="Choose a large file"
              description="Recordings, archives, long PDFs. Choosing a file you already started resumes it."
              maxSize={LIBRARY_TUS_MAX_BYTES}
              onFilesAdded={(files) => {
                if (files[0]) void start(files[0]);
              }}
              onRejected={(rejections) => {
                for (const r of rejections) toast.error(r.message);
              }}
            />
          ) : null}
          {transfer ? (
            <section aria-label="Upload progress" className="grid gap-3 rounded-xl p-4 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="min-w-0 truncate font-medium text-slate-900">{transfer.file.name}</p>
                <p className="text-sm text-slate-600" aria-live="polite">
                  {formatBytes(transfer.sent)} of {formatBytes(transfer.file.size)} ({percent}%)
                  {active && eta !== null
                    ? ` · about ${eta < 90 ? `${eta} s` : `${Math.ceil(eta / 60)} min`} left`
                    : ''}
                </p>
              </div>
              <div
                role="progressbar"
                aria-label={`Uploading ${transfer.file.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2.5 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className={
                    transfer.state === 'error'
                      ? 'h-full bg-red-600'
                      : transfer.state === 'done'
                        ? 'h-full bg-emerald-600'
                        : 'h-full bg-brand'
                  }
                  style={{ width: `${percent}%` }}
                />
              </div>
              {transfer.resumedFrom ? (
                <p className="text-xs text-slate-600">Resumed an earlier upload of this file.</p>
              ) : null}
              {transfer.state === 'retrying' ? (
                <Callout tone="warning">The connection dropped; trying again…</Callout>
              ) : null}
              {transfer.state === 'error' ? (
                <Callout tone="error" title="The upload stopped">
                  {transfer.error}
                </Callout>
              ) : null}
              {transfer.state === 'done' ? (
                <Callout tone="success">Uploaded. It is highlighted in the library below.</Callout>
              ) : null}
              <div className="flex flex-wrap gap-2">
                {transfer.state === 'uploading' || transfer.state === 'retrying' ? (
                  <Button size="sm" variant="secondary" onClick={pause}>
                    <Pause className="size-4" aria-hidden="true" />
                    Pause
                  </Button>
                ) : null}
                {transfer.state === 'paused' ? (
                  <Button size="sm" onClick={resume}>
                    <Play className="size-4" aria-hidden="true" />
                    Resume
                  </Button>
                ) : null}
                {transfer.state === 'error' ? (
                  <Button size="sm" onClick={resume}>
                    <RotateCcw className="size-4" aria-hidden="true" />
                    Try again
                  </Button>
                ) : null}
                {transfer.state !== 'done' ? (
                  <Button size="sm" variant="ghost" onClick={() => void cancel()}>
                    <X className="size-4" aria-hidden="true" />
                    Cancel
                  </Button>
                ) : null}
              </div>
            </section>
          ) : null}
        </CardBody>
      </Card>
      <FileTable highlight={done} />
    </div>
  );
}
