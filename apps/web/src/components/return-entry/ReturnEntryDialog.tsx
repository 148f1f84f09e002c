import type { TReturnReason, TReturnUploadLine } from '@restock/domain/contracts/sales-return';
import { CircleAlert, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../history-filter/DateField';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import {
  type EnteredReason,
  type EntryProduct,
  type EntryRow,
  emptyRow,
  type RowErrors,
  readEntry,
  rowsOfReasons,
  type Units,
} from './entry';

export interface EntryTarget extends EntryProduct {
  PName: string;
}

const inputClass =
  'min-h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 focus:ring-2 focus:ring-brand focus:outline-none';

function today() {
  const d = new Date();
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

/**
 * The quantities of one product to return: a row per reason (cases and/or pieces as salesReturnUom
 * allows, a manufacturing date), checked here (entry.ts) and again by the server. What saving does
 * is the caller's (the sales return uploads to its summary, the exchange keeps it in its flow); a
 * refusal it answers stays in the dialog. Its texts are the caller's feature texts under `texts`
 * (salesReturn.entry, exchangeReturn.entry), which have the same keys.
 */
export function ReturnEntryDialog({
  target,
  current,
  reasons,
  units,
  texts,
  onSave,
  onClose,
}: {
  target: EntryTarget | null;
  /** The product's reasons as entered now (empty: a new entry). */
  current: readonly EnteredReason[];
  reasons: TReturnReason[];
  units: Units;
  /** The i18n key prefix of the dialog's texts. */
  texts: string;
  /** Saves the lines (a reason no longer entered comes as 0 and 0); answers a problem to show, or null. */
  onSave(lines: TReturnUploadLine[], pieces: number): Promise<string | null>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const tx = (key: string, options?: Record<string, unknown>) => t(`${texts}.${key}`, options ?? {});
  const formId = useId();
  const [rows, setRows] = useState<EntryRow[]>([]);
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A new product (or the same one reopened) starts from what is entered for it.
  const targetId = target?.PId ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another product opens.
  useEffect(() => {
    if (!targetId) return;
    setRows(rowsOfReasons(current));
    setErrors({});
    setProblem(null);
  }, [targetId]);

  if (!target) return null;
  const previous = current.map((r) => r.ReasonId);
  const conversion = Math.max(1, target.ConversionQty);
  const read = readEntry(rows, target, units, today(), previous);

  const update = (key: string, patch: Partial<EntryRow>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const save = async () => {
    setProblem(null);
    if (!read.ok) {
      setErrors(read.rows);
      if (read.exceeds) setProblem(tx('exceeds', { count: target.ReturnableQty }));
      return;
    }
    setErrors({});
    if (read.lines.length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      const refused = await onSave(read.lines, read.pieces);
      if (refused === null) onClose();
      else setProblem(refused);
    } finally {
      setSaving(false);
    }
  };

  const rowError = (p: RowErrors[keyof RowErrors]) => (p ? tx(`problems.${p}`) : undefined);
  const usedReasons = new Set(rows.map((r) => r.reasonId));

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={tx('title', { name: target.PName })}
      description={tx('returnable', { count: target.ReturnableQty })}
      closeLabel={t('common.close')}
    >
      <form
        id={formId}
        noValidate
        data-testid="return-entry"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {units.cases && conversion > 1 ? (
          <p className="mb-3 text-sm text-slate-600">{tx('caseHolds', { count: conversion })}</p>
        ) : null}
        <ul className="space-y-3">
          {rows.map((row, i) => {
            const e = errors[row.key] ?? {};
            return (
              <li
                key={row.key}
                className="rounded-xl border border-slate-200 p-3"
                data-testid="return-entry-row"
              >
                <div className="flex items-end gap-2">
                  <div className="min-w-0 flex-1">
                    <label
                      htmlFor={`${formId}-${row.key}-reason`}
                      className="mb-1 block text-sm font-medium text-slate-700"
                    >
                      {tx('reason')}
                    </label>
                    <select
                      id={`${formId}-${row.key}-reason`}
                      value={row.reasonId}
                      onChange={(ev) => update(row.key, { reasonId: ev.target.value })}
                      aria-invalid={e.reason ? true : undefined}
                      className={`${inputClass} ${e.reason ? 'border-red-500' : 'border-slate-300'}`}
                      data-testid="return-reason"
                    >
                      <option value="">{tx('chooseReason')}</option>
                      {reasons.map((r) => (
                        <option
                          key={r.ReasonId}
                          value={String(r.ReasonId)}
                          disabled={
                            usedReasons.has(String(r.ReasonId)) && row.reasonId !== String(r.ReasonId)
                          }
                        >
                          {r.ReasonName}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Button
                    variant="ghost"
                    onClick={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
                    aria-label={tx('removeRow', { n: i + 1 })}
                  >
                    <Trash2 size={18} aria-hidden="true" />
                  </Button>
                </div>
                {e.reason ? (
                  <p role="alert" className="mt-1 text-sm text-red-600">
                    {rowError(e.reason)}
                  </p>
                ) : null}
                <div
                  className={`mt-3 grid gap-3 ${units.cases && units.pieces ? 'grid-cols-2' : 'grid-cols-1'}`}
                >
                  {units.cases ? (
                    <QtyInput
                      id={`${formId}-${row.key}-cases`}
                      label={tx('cases')}
                      value={row.cases}
                      invalid={!!e.qty}
                      onChange={(cases) => update(row.key, { cases })}
                      testId="return-cases"
                    />
                  ) : null}
                  {units.pieces ? (
                    <QtyInput
                      id={`${formId}-${row.key}-pieces`}
                      label={tx('pieces')}
                      value={row.pieces}
                      invalid={!!e.qty}
                      onChange={(pieces) => update(row.key, { pieces })}
                      testId="return-pieces"
                    />
                  ) : null}
                </div>
                {e.qty ? (
                  <p role="alert" className="mt-1 text-sm text-red-600">
                    {rowError(e.qty)}
                  </p>
                ) : null}
                <div className="mt-3">
                  <DateField
                    label={tx('mfgDate')}
                    value={row.mfg}
                    onChange={(mfg) => update(row.key, { mfg })}
                    error={rowError(e.mfg)}
                    testId="return-mfg"
                  />
                </div>
              </li>
            );
          })}
        </ul>
        {rows.length < reasons.length ? (
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => setRows((rs) => [...rs, emptyRow()])}
            data-testid="return-add-reason"
          >
            <Plus size={18} aria-hidden="true" />
            {rows.length === 0 ? tx('addReason') : tx('addAnotherReason')}
          </Button>
        ) : null}

        <p className="mt-4 text-sm text-slate-700" aria-live="polite" data-testid="return-entry-total">
          {tx('total', { count: read.pieces, max: target.ReturnableQty })}
        </p>
        {problem ? (
          <div
            role="alert"
            className="mt-3 flex gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900"
            data-testid="return-entry-error"
          >
            <CircleAlert size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
            <p>{problem}</p>
          </div>
        ) : null}

        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="return-entry-save">
            {rows.length === 0 && previous.length > 0 ? tx('removeAll') : tx('save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function QtyInput({
  id,
  label,
  value,
  invalid,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  onChange(value: string): void;
  testId: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        placeholder="0"
        aria-invalid={invalid ? true : undefined}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        className={`${inputClass} ${invalid ? 'border-red-500' : 'border-slate-300'}`}
        data-testid={testId}
      />
    </div>
  );
}
