import { useState } from 'react';
import { DatePicker } from '@/components/ui/date-picker';
import { FileDropZone, type UploadItem } from '@/components/ui/file-drop-zone';
import { NativeSelect } from '@/components/ui/native-select';
import { Select } from '@/components/ui/select';
import { LONG_TEXT, stageLabels } from './sample-data';
import { Grid, ShowcaseSection, ShowcaseState } from './section';

/*
 * The /ui catalogue's select, date picker and file drop zone sections: the heaviest kit pieces
 * (Radix Select and its positioning, the date field's popover), loaded after the rest of the page.
 */

const stageOptions = Object.entries(stageLabels).map(([value, label]) => ({ value, label }));
const longOptions = [
  { value: 'short', label: 'Short' },
  { value: 'long', label: LONG_TEXT },
  { value: 'disabled', label: 'Unavailable option', disabled: true },
];

export function SelectsSection() {
  const [stage, setStage] = useState('');
  const [native, setNative] = useState('funding');
  const [long, setLong] = useState('long');
  return (
    <ShowcaseSection
      id="selects"
      title="Select"
      description="Select is a Radix listbox (typeahead, arrow keys, Home/End). NativeSelect keeps real <select> semantics for filters and forms."
    >
      <Grid>
        <ShowcaseState label="Placeholder">
          <Select
            label="Stage"
            value={stage}
            onValueChange={setStage}
            options={stageOptions}
            placeholder="Choose a stage"
          />
        </ShowcaseState>
        <ShowcaseState label="Error">
          <Select
            label="Stage (required)"
            value=""
            onValueChange={() => {}}
            options={stageOptions}
            error="Choose a stage"
          />
        </ShowcaseState>
        <ShowcaseState label="Disabled">
          <Select
            label="Assigned stage"
            value="funded"
            onValueChange={() => {}}
            options={stageOptions}
            disabled
          />
        </ShowcaseState>
        <ShowcaseState label="Long content">
          <Select label="Company" value={long} onValueChange={setLong} options={longOptions} />
        </ShowcaseState>
        <ShowcaseState label="Native">
          <NativeSelect
            label="Stage filter"
            value={native}
            onChange={setNative}
            options={stageOptions}
            placeholder="All stages"
            highlighted={native !== ''}
          />
        </ShowcaseState>
        <ShowcaseState label="Native disabled & error">
          <div className="space-y-3">
            <NativeSelect
              label="Bureau"
              value=""
              onChange={() => {}}
              options={[]}
              placeholder="No bureaus yet"
              disabled
            />
            <NativeSelect
              label="Period"
              value=""
              onChange={() => {}}
              options={[{ value: '30', label: 'Last 30 days' }]}
              placeholder="Pick one"
              error="Pick a period"
            />
          </div>
        </ShowcaseState>
      </Grid>
    </ShowcaseSection>
  );
}

export function DatesSection() {
  const [date, setDate] = useState('2025-06-15');
  const [ranged, setRanged] = useState('');
  return (
    <ShowcaseSection
      id="dates"
      title="Date picker"
      description="Type YYYY-MM-DD or pick from the calendar (arrow keys move, Enter picks, Escape closes). Values are ISO strings."
    >
      <Grid>
        <ShowcaseState label="Default, clearable">
          <DatePicker label="Follow-up date" value={date} onChange={setDate} />
        </ShowcaseState>
        <ShowcaseState label="Min & max">
          <DatePicker
            label="Funding date"
            value={ranged}
            onChange={setRanged}
            min="2025-06-01"
            max="2025-08-31"
            hint="Between June 1 and August 31, 2025."
          />
        </ShowcaseState>
        <ShowcaseState label="Disabled">
          <DatePicker label="Opened on" value="2024-11-02" onChange={() => {}} disabled />
        </ShowcaseState>
        <ShowcaseState label="Error">
          <DatePicker label="Date of birth" value="" onChange={() => {}} error="Date of birth is required" />
        </ShowcaseState>
      </Grid>
    </ShowcaseSection>
  );
}

const fileStates: UploadItem[] = [
  { id: '1', name: 'bank-statement-may.pdf', size: 482_000, status: 'uploading', progress: 42 },
  { id: '2', name: 'articles-of-organization.pdf', size: 1_200_000, status: 'done' },
  { id: '3', name: 'drivers-license.heic', status: 'error', error: 'Upload failed' },
  { id: '4', name: 'tax-return-2024-with-a-very-long-file-name-schedule-c.pdf', status: 'queued' },
];

export function FilesSection() {
  const [items, setItems] = useState<UploadItem[]>(fileStates);
  const add = (files: File[]) =>
    setItems((list) => [
      ...list,
      ...files.map((f, i) => ({
        id: `${Date.now()}-${i}`,
        name: f.name,
        size: f.size,
        status: 'done' as const,
      })),
    ]);
  return (
    <ShowcaseSection
      id="files"
      title="File drop zone"
      description="Drag & drop or browse (click, Enter, Space). Type and size are checked before anything uploads; progress is driven by the parent."
    >
      <Grid>
        <ShowcaseState label="With files in every state" className="sm:col-span-2">
          <FileDropZone
            label="Upload documents"
            accept=".pdf,image/*"
            maxSize={10 * 1024 * 1024}
            multiple
            onFilesAdded={add}
            items={items}
            onRemove={(id) => setItems((list) => list.filter((i) => i.id !== id))}
          />
        </ShowcaseState>
        <ShowcaseState label="Disabled">
          <FileDropZone label="Upload a statement" disabled onFilesAdded={() => {}} />
        </ShowcaseState>
        <ShowcaseState label="Error">
          <FileDropZone
            label="Upload an ID"
            accept="image/*"
            onFilesAdded={() => {}}
            error="The storage service is unavailable. Try again shortly."
          />
        </ShowcaseState>
      </Grid>
    </ShowcaseSection>
  );
}
