import type { TReturnReason, TReturnSummaryItem } from '@restock/domain/contracts/sales-return';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/history-filter/DateField';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { returnKeys, uploadReturnLines, useDistributorId } from '../api';
import {
  type EntryProduct,
  type EntryRow,
  emptyRow,
  exceededProducts,
  type RowErrors,
  readEntry,
  rowsOfSummary,
  type Units,
} from '../entry';

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
 * allows, a manufacturing date), checked here (entry.ts) and again by the server; saving uploads
 * the rows (ReturnUpload) and the summary is what the server answers. A refusal stays in the
 * dialog: above what may be returned (E017) names the product.
 */
export function ReturnEntryDialog({
  target,
  current,
  reasons,
  units,
  onClose,
}: {
  target: EntryTarget | null;
  /** The product's entry in the summary now, if any. */
  current: TReturnSummaryItem | undefined;
  reasons: TReturnReason[];
  units: Units;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const distId = useDistributorId();
  const formId = useId();
  const [rows, setRows] = useState<EntryRow[]>([]);
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A new product (or the same one reopened) starts from what the summary holds for it.
  const targetId = target?.PId ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another product opens.
  useEffect(() => {
    if (!targetId) return;
    setRows(rowsOfSummary(current));
    setErrors({});
    setProblem(null);
  }, [targetId]);

  if (!target) return null;
  const previous = current?.Reasons.map((r) => r.ReasonId) ?? [];
  const conversion = Math.max(1, target.ConversionQty);
  const read = readEntry(rows, target, units, today(), previous);

  const update = (key: string, patch: Partial<EntryRow>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const save = async () => {
    setProblem(null);
    if (!read.ok) {
      setErrors(read.rows);
      if (read.exceeds) setProblem(t('salesReturn.entry.exceeds', { count: target.ReturnableQty }));
      return;
    }
    setErrors({});
    if (read.lines.length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    try {
      const summary = await uploadReturnLines(read.lines);
      queryClient.setQueryData(returnKeys.summary(distId), summary);
      void queryClient.invalidateQueries({ queryKey: returnKeys.products(distId) });
      notify.success(
        read.pieces === 0
          ? t('salesReturn.entry.removed', { name: target.PName })
          : t('salesReturn.entry.saved', { name: target.PName }),
      );
      onClose();
    } catch (error) {
      const names = error instanceof ApiError ? exceededProducts(error.code, error.message) : null;
      setProblem(
        names
          ? t('salesReturn.errors.returnQtyExceedsInvoiced', { products: names.join(', ') || target.PName })
          : errorMessage(error, t),
      );
      // Another return may have taken pieces meanwhile: show what may be returned now.
      if (names) void queryClient.invalidateQueries({ queryKey: ['salesReturn', distId] });
    } finally {
      setSaving(false);
    }
  };

  const rowError = (p: RowErrors[keyof RowErrors]) => (p ? t(`salesReturn.entry.problems.${p}`) : undefined);
  const usedReasons = new Set(rows.map((r) => r.reasonId));

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={t('salesReturn.entry.title', { name: target.PName })}
      description={t('salesReturn.entry.returnable', { count: target.ReturnableQty })}
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
          <p className="mb-3 text-sm text-slate-600">
            {t('salesReturn.entry.caseHolds', { count: conversion })}
          </p>
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
                      {t('salesReturn.entry.reason')}
                    </label>
                    <select
                      id={`${formId}-${row.key}-reason`}
                      value={row.reasonId}
                      onChange={(ev) => update(row.key, { reasonId: ev.target.value })}
                      aria-invalid={e.reason ? true : undefined}
                      className={`${inputClass} ${e.reason ? 'border-red-500' : 'border-slate-300'}`}
                      data-testid="return-reason"
                    >
                      <option value="">{t('salesReturn.entry.chooseReason')}</option>
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
                    aria-label={t('salesReturn.entry.removeRow', { n: i + 1 })}
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
                      label={t('salesReturn.entry.cases')}
                      value={row.cases}
                      invalid={!!e.qty}
                      onChange={(cases) => update(row.key, { cases })}
                      testId="return-cases"
                    />
                  ) : null}
                  {units.pieces ? (
                    <QtyInput
                      id={`${formId}-${row.key}-pieces`}
                      label={t('salesReturn.entry.pieces')}
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
                    label={t('salesReturn.entry.mfgDate')}
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
            {rows.length === 0 ? t('salesReturn.entry.addReason') : t('salesReturn.entry.addAnotherReason')}
          </Button>
        ) : null}

        <p className="mt-4 text-sm text-slate-700" aria-live="polite" data-testid="return-entry-total">
          {t('salesReturn.entry.total', { count: read.pieces, max: target.ReturnableQty })}
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
            {rows.length === 0 && previous.length > 0
              ? t('salesReturn.entry.removeAll')
              : t('salesReturn.entry.save')}
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
