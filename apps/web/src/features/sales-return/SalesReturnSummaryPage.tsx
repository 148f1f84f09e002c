import type { TReturnSummaryItem } from '@restock/domain/contracts/sales-return';
import { RETURN_INVOICE_MAX, RETURN_REMARKS_MAX } from '@restock/domain/rules/sales-return';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, PackageOpen, Pencil, Send, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorPanel, LinesSkeleton } from '../../components/ui/list-states';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { ApiError, errorMessage } from '../../lib/api';
import { displayApiDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useDistributorId } from '../../lib/session';
import { clearReturnSummary, returnKeys, submitReturn, useReturnReasons, useReturnSummary } from './api';
import { EnteredQty, PiecesText, ReturnsOff } from './components/ReturnBits';
import { ReturnEntryDialog } from './components/ReturnEntryDialog';
import { exceededProducts } from './entry';
import { useReturnSetup } from './use-return-setup';

/** A fresh key per submit attempt, kept across retries of that attempt (decision 083). */
function newKey(): string {
  return `sr-${crypto.randomUUID()}`;
}

/**
 * The return summary (route salesReturnSummary): the products to return with their reasons,
 * cases, pieces and manufacturing dates; edit a product, remove it, clear all (ClearCart, the
 * clearAllSalesReturnSummary message), and submit with the invoice and remarks (ReturnSubmit:
 * S002 with the return's number; the summary is empty afterwards and the history opens). An empty
 * summary says so, as E013 does.
 */
export default function SalesReturnSummaryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const distId = useDistributorId();
  const setup = useReturnSetup();
  const summary = useReturnSummary();
  const reasons = useReturnReasons();
  const formId = useId();
  const [targetId, setTargetId] = useState<number | null>(null);
  const [clearOpen, setClearOpen] = useState(false);
  const [busy, setBusy] = useState<'clear' | 'submit' | number | null>(null);
  const [invoice, setInvoice] = useState('');
  const [remarks, setRemarks] = useState('');
  const [invoiceError, setInvoiceError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef(newKey());

  if (!setup.enabled)
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title={t('salesReturn.summary.title')} />
        <ReturnsOff />
      </div>
    );
  if (summary.isPending) return <LinesSkeleton />;
  if (summary.isError)
    return (
      <div className="mx-auto max-w-6xl">
        <PageHeader title={t('salesReturn.summary.title')} />
        <ErrorPanel error={summary.error} onRetry={() => void summary.refetch()} />
      </div>
    );

  const items = summary.data;
  const target = items.find((i) => i.PId === targetId) ?? null;
  const refresh = (next?: TReturnSummaryItem[]) => {
    if (next) queryClient.setQueryData(returnKeys.summary(distId), next);
    else void queryClient.invalidateQueries({ queryKey: returnKeys.summary(distId) });
    void queryClient.invalidateQueries({ queryKey: returnKeys.products(distId) });
    // Another summary is another attempt.
    key.current = newKey();
  };

  const removeProduct = async (item: TReturnSummaryItem) => {
    setBusy(item.PId);
    try {
      await clearReturnSummary(item.PId);
      refresh(items.filter((i) => i.PId !== item.PId));
      notify.success(t('salesReturn.entry.removed', { name: item.PName }));
    } catch (error) {
      notify.error(errorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };

  const clearAll = async () => {
    setBusy('clear');
    try {
      await clearReturnSummary();
      refresh([]);
      notify.success(t('salesReturn.summary.clearAllSalesReturnSummary'));
      setClearOpen(false);
    } catch (error) {
      notify.error(errorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    setProblem(null);
    setInvoiceError(undefined);
    setBusy('submit');
    try {
      const made = await submitReturn({ Invoice: invoice.trim(), Remarks: remarks.trim() }, key.current);
      notify.success(t('salesReturn.summary.submitted', { number: made.SRH_No }));
      queryClient.setQueryData(returnKeys.summary(distId), []);
      key.current = newKey();
      void queryClient.invalidateQueries({ queryKey: returnKeys.products(distId) });
      void queryClient.invalidateQueries({ queryKey: returnKeys.history(distId) });
      navigate('/ivy/salesReturnHistory', { replace: true });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const names = error instanceof ApiError ? exceededProducts(error.code, error.message) : null;
      if (code === 'E012') setInvoiceError(t('salesReturn.summary.invoiceUnknown'));
      else if (code === 'E013') {
        setProblem(t('common.alerts.error.E013'));
        refresh();
      } else if (names) {
        setProblem(t('salesReturn.errors.returnQtyExceedsInvoiced', { products: names.join(', ') }));
        refresh();
      } else setProblem(errorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };

  const header = (
    <PageHeader
      title={t('salesReturn.summary.title')}
      description={items.length > 0 ? t('salesReturn.summary.description') : undefined}
      back={{ to: '/ivy/salesReturnProducts', label: t('salesReturn.summary.back') }}
      actions={
        items.length > 0 ? (
          <Button variant="secondary" onClick={() => setClearOpen(true)} data-testid="return-clear-all">
            <Trash2 size={18} aria-hidden="true" />
            {t('salesReturn.summary.clearAll')}
          </Button>
        ) : null
      }
    />
  );

  if (items.length === 0)
    return (
      <div className="mx-auto max-w-6xl">
        {header}
        <EmptyState
          heading
          look="page"
          icon={PackageOpen}
          title={t('common.alerts.error.E013')}
          body={t('salesReturn.summary.emptyBody')}
          testId="return-summary-empty"
          action={
            <Link
              to="/ivy/salesReturnProducts"
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:brightness-90"
            >
              {t('salesReturn.summary.choose')}
            </Link>
          }
        />
      </div>
    );

  const totalPieces = items.reduce((n, i) => n + i.TotalQty, 0);

  return (
    <div className="mx-auto max-w-6xl">
      {header}
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ul className="space-y-3" data-testid="return-summary">
          {items.map((item) => (
            <li
              key={item.PId}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="return-summary-item"
              data-product-id={item.PId}
            >
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold break-words text-slate-900">{item.PName}</h2>
                  <p className="text-sm text-slate-600">
                    <PiecesText qty={item.TotalQty} conversionQty={item.ConversionQty} />
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    onClick={() => setTargetId(item.PId)}
                    disabled={!reasons.isSuccess || busy !== null}
                    data-testid="return-edit"
                  >
                    <Pencil size={16} aria-hidden="true" />
                    {/* A phone keeps the width for the name: the pencil alone, the words for readers. */}
                    <span className="sr-only sm:not-sr-only">{t('salesReturn.summary.edit')}</span>
                    <span className="sr-only">: {item.PName}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => void removeProduct(item)}
                    loading={busy === item.PId}
                    disabled={busy !== null && busy !== item.PId}
                    aria-label={t('salesReturn.summary.remove', { name: item.PName })}
                    className="text-red-700"
                  >
                    {busy === item.PId ? null : <Trash2 size={16} aria-hidden="true" />}
                  </Button>
                </div>
              </div>
              <table className="mt-3 w-full text-left text-sm">
                <thead className="sr-only">
                  <tr>
                    <th scope="col">{t('salesReturn.entry.reason')}</th>
                    <th scope="col">{t('salesReturn.summary.quantity')}</th>
                    <th scope="col">{t('salesReturn.entry.mfgDate')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {item.Reasons.map((r) => (
                    <tr key={r.ReasonId}>
                      <td className="py-1.5 pr-2 text-slate-800">{r.ReasonName}</td>
                      <td className="py-1.5 pr-2 font-medium text-slate-900">
                        <EnteredQty cases={r.CaseQty} pieces={r.PieceQty} />
                      </td>
                      <td className="py-1.5 text-right text-xs text-slate-500">
                        {r.MfgDate ? t('salesReturn.summary.mfg', { date: displayApiDate(r.MfgDate) }) : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          ))}
        </ul>

        <form
          id={formId}
          noValidate
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          data-testid="return-submit-form"
        >
          <h2 className="font-semibold text-slate-900">{t('salesReturn.summary.submitTitle')}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('salesReturn.summary.productCount', { count: items.length })}
            {' · '}
            <PiecesText qty={totalPieces} conversionQty={1} />
          </p>
          <TextField
            className="mt-4"
            label={t('salesReturn.summary.invoice')}
            hint={t('salesReturn.summary.invoiceHint')}
            value={invoice}
            maxLength={RETURN_INVOICE_MAX}
            autoComplete="off"
            onChange={(e) => {
              setInvoice(e.target.value);
              setInvoiceError(undefined);
            }}
            error={invoiceError}
            data-testid="return-invoice"
          />
          <div className="mt-4">
            <label htmlFor={`${formId}-remarks`} className="mb-1 block text-sm font-medium text-slate-700">
              {t('salesReturn.summary.remarks')}
            </label>
            <textarea
              id={`${formId}-remarks`}
              value={remarks}
              maxLength={RETURN_REMARKS_MAX}
              rows={3}
              onChange={(e) => setRemarks(e.target.value)}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:ring-2 focus:ring-brand focus:outline-none"
              data-testid="return-remarks"
            />
            <p className="mt-1 text-right text-xs text-slate-500">
              {remarks.length}/{RETURN_REMARKS_MAX}
            </p>
          </div>
          {problem ? (
            <div
              role="alert"
              className="mt-3 flex gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900"
              data-testid="return-submit-error"
            >
              <CircleAlert size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
              <p>{problem}</p>
            </div>
          ) : null}
          <Button
            type="submit"
            block
            className="mt-4"
            loading={busy === 'submit'}
            disabled={busy !== null && busy !== 'submit'}
            data-testid="return-submit"
          >
            {busy === 'submit' ? null : <Send size={18} aria-hidden="true" />}
            {t('salesReturn.summary.submit')}
          </Button>
        </form>
      </div>

      <ConfirmDialog
        open={clearOpen}
        onCancel={() => setClearOpen(false)}
        onConfirm={() => void clearAll()}
        busy={busy === 'clear'}
        title={t('salesReturn.summary.clearTitle')}
        confirmLabel={t('salesReturn.summary.clearConfirm')}
        confirmTestId="return-clear-confirm"
      >
        <p className="text-sm text-slate-700">{t('salesReturn.summary.clearBody')}</p>
      </ConfirmDialog>

      <ReturnEntryDialog
        target={target}
        current={target ?? undefined}
        reasons={reasons.data ?? []}
        units={setup.units}
        onClose={() => setTargetId(null)}
      />
    </div>
  );
}
