import { formatCents } from '@fundpath/contracts/ecommerce-core';
import type { LeadBoard as Board, Lead, LeadBoardColumn } from '@fundpath/contracts/leads';
import { CalendarClock, GripVertical, UserRound } from 'lucide-react';
import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/cn';
import { formatDate, plural } from '@/lib/format';

export interface BoardActions {
  onOpen: (lead: Lead) => void;
  /** Move to an open stage at a position; resolves when the server answered. */
  onMove: (lead: Lead, stageId: string, position: number) => Promise<unknown>;
  onWon: (lead: Lead) => void;
  onLost: (lead: Lead) => void;
}

const totalsText = (c: LeadBoardColumn) =>
  `${plural(c.totals.count, 'lead')} · ${formatCents(c.totals.value_cents)}`;

/**
 * The pipeline board: one column per open stage, cards in order. Cards move by drag and drop, by
 * keyboard (Alt+←/→ to the previous or next stage, Alt+↑/↓ within the stage) or from each card's
 * Move menu; every move is announced.
 */
export function LeadBoard({ board, onOpen, onMove, onWon, onLost }: { board: Board } & BoardActions) {
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const focusAfter = useRef<string | null>(null);
  const columns = board.columns;

  // After a keyboard move the card re-renders in its new place: keep the focus on it.
  useEffect(() => {
    const id = focusAfter.current;
    if (!id) return;
    const el = document.querySelector<HTMLElement>(`[data-lead-card="${id}"]`);
    if (el) {
      el.focus();
      focusAfter.current = null;
    }
  });

  const move = async (lead: Lead, stageId: string, position: number, keepFocus = false) => {
    const target = columns.find((c) => c.id === stageId);
    if (!target) return;
    const sameStage = lead.stage_id === stageId;
    const count = target.leads.length + (sameStage ? 0 : 1);
    const place = Math.min(position, count - 1) + 1;
    if (keepFocus) focusAfter.current = lead.id;
    try {
      await onMove(lead, stageId, position);
      setAnnouncement(`Moved ${lead.name} to ${target.name}, position ${place} of ${count}.`);
    } catch {
      setAnnouncement(`${lead.name} could not be moved.`);
    }
  };

  const onCardKey = (e: KeyboardEvent, lead: Lead, col: number, index: number) => {
    if (!e.altKey) return;
    const column = columns[col]!;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const next = columns[col + (e.key === 'ArrowRight' ? 1 : -1)];
      e.preventDefault();
      if (!next)
        return setAnnouncement(
          `${lead.name} is already in the ${e.key === 'ArrowRight' ? 'last' : 'first'} stage.`,
        );
      void move(lead, next.id, Math.min(index, next.leads.length), true);
    } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      const to = index + (e.key === 'ArrowDown' ? 1 : -1);
      e.preventDefault();
      if (to < 0 || to >= column.leads.length)
        return setAnnouncement(
          `${lead.name} is already at the ${to < 0 ? 'top' : 'bottom'} of ${column.name}.`,
        );
      void move(lead, column.id, to, true);
    }
  };

  const onDrop = (e: DragEvent, column: LeadBoardColumn, position: number) => {
    e.preventDefault();
    e.stopPropagation();
    setDropTarget(null);
    const id = e.dataTransfer.getData('text/plain') || dragging;
    setDragging(null);
    const lead = columns.flatMap((c) => c.leads).find((l) => l.id === id);
    if (!lead) return;
    const from = column.leads.findIndex((l) => l.id === lead.id);
    // Dropping below itself within the same stage: the card's own slot does not count.
    const at = from >= 0 && from < position ? position - 1 : position;
    if (lead.stage_id === column.id && from === at) return;
    void move(lead, column.id, at);
  };

  return (
    <>
      <p className="sr-only" aria-live="assertive" data-testid="board-announcement">
        {announcement}
      </p>
      <p id="lead-card-keys" className="sr-only">
        Alt plus left or right arrow moves the lead to the previous or next stage; Alt plus up or down arrow
        moves it within the stage.
      </p>
      <ScrollRegion label="Pipeline board" className="-mx-1 pb-3">
        <ol className="flex min-w-max gap-4 px-1">
          {columns.map((column, col) => (
            <li
              key={column.id}
              aria-labelledby={`stage-${column.id}`}
              className={cn(
                'flex w-72 shrink-0 flex-col rounded-2xl bg-slate-100/80 ring-1 ring-slate-200/70',
                dropTarget === column.id && 'ring-2 ring-brand',
              )}
              onDragOver={(e) => {
                e.preventDefault();
                if (dropTarget !== column.id) setDropTarget(column.id);
              }}
              onDragLeave={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropTarget(null);
              }}
              onDrop={(e) => onDrop(e, column, column.leads.length)}
            >
              <header className="flex items-baseline justify-between gap-2 px-3 pt-3 pb-2">
                <h2 id={`stage-${column.id}`} className="text-sm font-semibold text-slate-900">
                  {column.name}
                </h2>
                <p className="text-xs text-slate-600 tabular-nums" data-testid={`stage-total-${column.id}`}>
                  {totalsText(column)}
                </p>
              </header>
              <ul
                className="flex min-h-24 flex-1 flex-col gap-2 px-2 pb-3"
                aria-label={`${column.name} leads`}
              >
                {column.leads.map((lead, index) => (
                  <li
                    key={lead.id}
                    draggable
                    onDragStart={(e) => {
                      setDragging(lead.id);
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', lead.id);
                    }}
                    onDragEnd={() => {
                      setDragging(null);
                      setDropTarget(null);
                    }}
                    onDragOver={(e) => e.preventDefault()}
                    onDrop={(e) => onDrop(e, column, index)}
                    className={cn(
                      'group rounded-xl bg-white shadow-xs ring-1 ring-slate-200 transition',
                      dragging === lead.id && 'opacity-50',
                    )}
                  >
                    <div className="flex items-start gap-1 p-2">
                      <GripVertical
                        className="mt-1 hidden size-4 shrink-0 cursor-grab text-slate-400 sm:block"
                        aria-hidden="true"
                      />
                      <button
                        type="button"
                        data-lead-card={lead.id}
                        aria-describedby="lead-card-keys"
                        onClick={() => onOpen(lead)}
                        onKeyDown={(e) => onCardKey(e, lead, col, index)}
                        className="min-w-0 flex-1 rounded-lg p-1 text-left focus-visible:outline-2 focus-visible:outline-brand"
                      >
                        <span className="block truncate text-sm font-medium text-slate-900">{lead.name}</span>
                        <span
                          className="mt-0.5 block text-sm text-slate-700 tabular-nums"
                          data-testid="card-value"
                        >
                          {formatCents(lead.value_cents)}
                        </span>
                        <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-500">
                          {lead.owner_name ? (
                            <span className="inline-flex items-center gap-1">
                              <UserRound className="size-3" aria-hidden="true" />
                              {lead.owner_name}
                            </span>
                          ) : null}
                          {lead.next_action_on ? (
                            <span className="inline-flex items-center gap-1">
                              <CalendarClock className="size-3" aria-hidden="true" />
                              {formatDate(lead.next_action_on)}
                            </span>
                          ) : null}
                        </span>
                      </button>
                      <MoveMenu
                        lead={lead}
                        columns={columns}
                        index={index}
                        onMove={(stageId, position) => move(lead, stageId, position, true)}
                        onWon={() => onWon(lead)}
                        onLost={() => onLost(lead)}
                      />
                    </div>
                  </li>
                ))}
                {column.leads.length === 0 ? (
                  <li className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-xs text-slate-500">
                    No leads
                  </li>
                ) : null}
              </ul>
            </li>
          ))}
        </ol>
      </ScrollRegion>
    </>
  );
}

/**
 * The keyboard and touch alternative to dragging: move to a stage, up, down, or close the lead.
 * A native select (announced and operable everywhere, no popover code on the board's page).
 */
function MoveMenu({
  lead,
  columns,
  index,
  onMove,
  onWon,
  onLost,
}: {
  lead: Lead;
  columns: LeadBoardColumn[];
  index: number;
  onMove: (stageId: string, position: number) => void;
  onWon: () => void;
  onLost: () => void;
}) {
  const column = columns.find((c) => c.id === lead.stage_id);
  const last = (column?.leads.length ?? 1) - 1;
  const choose = (value: string) => {
    if (value === 'up') onMove(lead.stage_id, index - 1);
    else if (value === 'down') onMove(lead.stage_id, index + 1);
    else if (value === 'won') onWon();
    else if (value === 'lost') onLost();
    else if (value.startsWith('stage:')) {
      const target = columns.find((c) => c.id === value.slice(6));
      if (target) onMove(target.id, target.leads.length);
    }
  };
  return (
    <select
      aria-label={`Move ${lead.name}`}
      value=""
      onChange={(e) => choose(e.target.value)}
      className="w-20 shrink-0 rounded-md border border-slate-200 bg-white px-1.5 py-1 text-xs font-medium text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <option value="" disabled>
        Move
      </option>
      <optgroup label="Move to stage">
        {columns
          .filter((c) => c.id !== lead.stage_id)
          .map((c) => (
            <option key={c.id} value={`stage:${c.id}`}>
              {c.name}
            </option>
          ))}
      </optgroup>
      <optgroup label="In this stage">
        <option value="up" disabled={index === 0}>
          Move up
        </option>
        <option value="down" disabled={index >= last}>
          Move down
        </option>
      </optgroup>
      <optgroup label="Close">
        <option value="won">Mark won</option>
        <option value="lost">Mark lost…</option>
      </optgroup>
    </select>
  );
}
