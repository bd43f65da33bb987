import { BUREAUS, type CreditReport, formatDate } from '@fundpath/credit-engine';
import { Gauge } from 'lucide-react';
import { scoreOf } from '../utils/report-view';
import { ReportSection } from './report-primitives';
import { ScoreGauge } from './score-gauge';

/** "Your 3B Report & Vantage Scores 3.0": one gauge per bureau. */
export function ScoresSection({ report, animate = true }: { report: CreditReport; animate?: boolean }) {
  const date = report.reportDate ?? report.pullDate;
  return (
    <ReportSection
      id="credit-scores"
      title="Your 3B Report & Vantage Scores 3.0"
      icon={Gauge}
      description={date ? `Report date ${formatDate(date)}` : undefined}
    >
      <div className="grid grid-cols-3 gap-4 py-2">
        {BUREAUS.map((b) => (
          <ScoreGauge
            key={b}
            bureau={b}
            score={scoreOf(report, b)}
            animate={animate}
            emptyNote={report.frozen[b] ? 'File frozen at this bureau' : undefined}
          />
        ))}
      </div>
    </ReportSection>
  );
}
