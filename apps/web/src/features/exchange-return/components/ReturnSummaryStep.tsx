import type { TReturnReason } from '@restock/domain/contracts/sales-return';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/list-states';
import {
  type ExchangeAction,
  type ExchangeItem,
  type ExchangeState,
  itemPieces,
  totalPieces,
} from '../exchange-state';
import { ActionBar } from './ActionBar';
import { ItemRow } from './ItemRow';
import { ReturnEntry } from './ReturnEntry';

/** Step 2: the goods to return, each editable (no quantity removes it), and their total pieces. */
export function ReturnSummaryStep({
  state,
  dispatch,
  reasons,
}: {
  state: ExchangeState;
  dispatch(action: ExchangeAction): void;
  reasons: TReturnReason[];
}) {
  const { t } = useTranslation();
  const [entering, setEntering] = useState<ExchangeItem | null>(null);
  const total = totalPieces(state.returns);
  const blocked = state.returns.some((i) => i.Limit !== null && itemPieces(i) > i.Limit);
  return (
    <section aria-labelledby="exchange-step-title" className="space-y-4">
      <div>
        <h2 id="exchange-step-title" className="text-lg font-semibold text-slate-900">
          {t('exchangeReturn.returnSummary.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('exchangeReturn.returnSummary.body')}</p>
      </div>
      {state.returns.length === 0 ? (
        <EmptyState icon={Undo2} title={t('exchangeReturn.returnSummary.empty')} />
      ) : (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {state.returns.map((item) => (
            <ItemRow key={item.PId} item={item} reasons={reasons} onEnter={() => setEntering(item)} />
          ))}
        </ul>
      )}
      <ActionBar
        info={
          <span data-testid="return-total" className="font-medium text-slate-800">
            {t('exchangeReturn.returnSummary.total', { count: total })}
          </span>
        }
      >
        <Button variant="secondary" onClick={() => dispatch({ type: 'goto', step: 'returnSelect' })}>
          {t('exchangeReturn.returnSummary.addMore')}
        </Button>
        <Button
          disabled={total === 0 || blocked}
          onClick={() => dispatch({ type: 'goto', step: 'orderSelect' })}
        >
          {t('exchangeReturn.returnSummary.next')}
        </Button>
      </ActionBar>
      <ReturnEntry
        item={entering}
        reasons={reasons}
        onSave={(item) => dispatch({ type: 'set', side: 'return', item })}
        onClose={() => setEntering(null)}
      />
    </section>
  );
}
