import type { TDistributor } from '@restock/domain/contracts/distributor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api';
import { useSwitchDistributor } from './api';
import { DistributorDetails } from './DistributorCard';

/**
 * The choice of distributor right after sign-in (several distributors, or always when the client
 * asks on every login). The default one is preselected; the choice must be made (no close button),
 * signing out is the only other way out.
 */
export function DistributorSelectModal({
  distributors,
  onChosen,
  onSignOut,
}: {
  distributors: TDistributor[];
  /** Called after the switch succeeded and the session holds the distributor. */
  onChosen?: (distributor: TDistributor) => void;
  onSignOut(): void;
}) {
  const { t } = useTranslation();
  const initial = distributors.find((d) => d.IsDefault) ?? distributors[0];
  const [chosenId, setChosenId] = useState<number | undefined>(initial?.dId);
  const switchDistributor = useSwitchDistributor();

  const submit = () => {
    const chosen = distributors.find((d) => d.dId === chosenId);
    if (!chosen) return;
    switchDistributor.mutate(
      { dId: chosen.dId, ClearCart: false, IsFromLogin: true },
      { onSuccess: () => onChosen?.(chosen) },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      modal
      title={t('distributor.select.title')}
      description={t('distributor.select.description')}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset>
          <legend className="sr-only">{t('distributor.select.title')}</legend>
          <div className="space-y-3">
            {distributors.map((d) => {
              const checked = d.dId === chosenId;
              return (
                <label
                  key={d.dId}
                  className={`block cursor-pointer rounded-2xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand ${checked ? 'border-brand bg-brand-240 ring-1 ring-brand' : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50'}`}
                >
                  <input
                    type="radio"
                    name="distributor"
                    value={d.dId}
                    checked={checked}
                    onChange={() => setChosenId(d.dId)}
                    className="sr-only"
                    aria-label={d.dName}
                    aria-describedby={`distributor-${d.dId}-details`}
                  />
                  <div className="flex items-start gap-3">
                    <div id={`distributor-${d.dId}-details`} className="min-w-0 flex-1">
                      <DistributorDetails distributor={d} phoneAsLink={false} />
                    </div>
                    <span
                      aria-hidden="true"
                      className={`mt-1 flex size-5 shrink-0 items-center justify-center rounded-full border-2 ${checked ? 'border-brand' : 'border-slate-300'}`}
                    >
                      {checked ? <span className="size-2.5 rounded-full bg-brand" /> : null}
                    </span>
                  </div>
                </label>
              );
            })}
          </div>
        </fieldset>
        {switchDistributor.isError ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {errorMessage(switchDistributor.error, t)}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col gap-2">
          <Button type="submit" block loading={switchDistributor.isPending} disabled={chosenId === undefined}>
            {t('distributor.select.continue')}
          </Button>
          <Button variant="ghost" block onClick={onSignOut} disabled={switchDistributor.isPending}>
            {t('shell.logout.action')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
