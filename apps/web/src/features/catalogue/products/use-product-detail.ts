import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useAppConfig } from '../../../lib/app-config';
import { notify } from '../../../lib/notify';
import { useFocMode } from '../../../ordering/foc-mode';
import { visibleCardLabels } from '../../../ordering/product/card-labels';
import { useProductSlice } from '../../../ordering/product-calls';
import { useProductDetail } from '../api';

/** Whether the previous history entry belongs to this visit of the app (React Router counts them in `idx`). */
function canGoBack(): boolean {
  const idx: unknown = window.history.state?.idx;
  return typeof idx === 'number' && idx > 0;
}

/**
 * The product detail's state: the product of the address, the similar products when the client
 * shows them, and "not available" (E012/E008 or a bad id), which tells the retailer and goes back.
 */
export function useProductDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const productId = Number(params.productId);
  const valid = Number.isInteger(productId) && productId > 0;
  const detail = useProductDetail(valid ? productId : 0);
  const foc = useFocMode();
  const config = useAppConfig().data;
  const flags = config?.settings.flags;
  const labels = visibleCardLabels(config?.settings.hideProductCardLabels ?? []);
  const showSimilar = (flags?.isShowSimilarProducts ?? false) && detail.isSuccess;
  const similarFilter = useMemo(() => ({ ProductId: productId, PageSize: 12 }), [productId]);
  const similar = useProductSlice('/Product/SimilarProduct', similarFilter, showSimilar);

  const notAvailable =
    !valid ||
    (detail.error instanceof ApiError && (detail.error.code === 'E012' || detail.error.code === 'E008'));
  useEffect(() => {
    if (!notAvailable) return;
    notify.error(t('catalogue.detail.productNotAvailable'));
    // Back within the app; a link opened on its own (bookmark, shared) goes to the product list.
    if (canGoBack()) navigate(-1);
    else navigate('/ivy/productList', { replace: true });
  }, [notAvailable, navigate, t]);

  return {
    detail,
    notAvailable,
    foc,
    config,
    flags,
    labels,
    showSimilar,
    similar,
    goBack: () => (canGoBack() ? navigate(-1) : navigate('/ivy/productList')),
  };
}
