import { ClipboardCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Spinner } from '@/components/ui/spinner';
import { useReportView } from '../hooks/use-report-view';
import { CreditAnalysisDialog } from './credit-analysis';
import { ReportErrorBox } from './credit-fetch-form';
import { CreditNavBar } from './credit-nav-bar';
import { ReportResults } from './report-results';

/** The bundled sample ships as its own chunk so it never weighs on other screens. */
const loadSample = () => import('../sample/sample-report.json').then((m) => m.default as unknown);

/** Spec §2 /credit-report-offline-test: the full viewer over a bundled sample, no API calls. */
export function CreditReportOfflinePage() {
  const [sample, setSample] = useState<unknown>(null);
  const [failed, setFailed] = useState(false);
  const [analysisOpen, setAnalysisOpen] = useState(false);
  const view = useReportView(sample);
  useEffect(() => {
    let cancelled = false;
    loadSample()
      .then((data) => !cancelled && setSample(data))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <CreditNavBar backHref="/" backLabel="Home">
        {view ? (
          <Button
            variant="inverse"
            size="sm"
            onClick={() => setAnalysisOpen(true)}
            leftIcon={<ClipboardCheck className="size-4" aria-hidden="true" />}
          >
            Coaching analysis
          </Button>
        ) : null}
      </CreditNavBar>
      <CreditAnalysisDialog open={analysisOpen} onOpenChange={setAnalysisOpen} report={sample} save={false} />
      <Callout tone="info" title="Offline sample report">
        A fictional three-bureau report bundled with the app, evaluated in your browser. Nothing is sent to
        the server.
      </Callout>
      {failed ? <ReportErrorBox message="The sample report could not be loaded." /> : null}
      {view ? (
        <ReportResults
          view={view}
          meta={<>Sample data for Morgan A. Ellis · evaluated as of the report date</>}
        />
      ) : failed ? null : (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner message="Loading the sample report..." />
        </div>
      )}
    </div>
  );
}
