import { LayoutTemplate } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useInstantiateTemplate, useTemplates } from '../api/templates';
import { notify } from '../notify';

/** The ready workflows; "Use template" makes a disabled copy and opens it in the editor. */
export function TemplatesGallery({ onCreated }: { onCreated: (id: string) => void }) {
  const templates = useTemplates();
  const use = useInstantiateTemplate();
  if (templates.isError)
    return (
      <LoadError
        title="Failed to load the templates."
        error={templates.error}
        onRetry={() => templates.refetch()}
      />
    );
  if (templates.isPending) return <Spinner message="Loading templates…" className="py-16" />;
  return (
    <ul className="grid gap-4 lg:grid-cols-3" aria-label="Templates">
      {templates.data.map((t) => (
        <li key={t.key}>
          <Card className="flex h-full flex-col">
            <CardHeader
              title={t.name}
              description={t.description}
              icon={<LayoutTemplate className="size-5" aria-hidden />}
            />
            <CardBody className="flex flex-1 flex-col justify-between gap-4">
              <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
                {t.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ol>
              <Button
                aria-label={`Use template ${t.name}`}
                loading={use.isPending && use.variables === t.key}
                onClick={() =>
                  use.mutate(t.key, {
                    onSuccess: (w) => {
                      notify.success(`“${w.name}” created, turned off: review it and switch it on`);
                      onCreated(w.id);
                    },
                    onError: (err) => notify.error('Could not use the template', err),
                  })
                }
              >
                Use template
              </Button>
            </CardBody>
          </Card>
        </li>
      ))}
    </ul>
  );
}
