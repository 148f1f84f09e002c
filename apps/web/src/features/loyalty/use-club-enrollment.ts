/**
 * The club enrolment flow (second spec section 4; docs/decisions/102): load the enrolment; when
 * there is none, load the info, let the retailer pick a club and a target type, calculate, confirm,
 * submit (which clears the confirmation). A stale calculation (E042) is dropped so the retailer
 * calculates again; a second enrolment found by the server (E038) reloads the enrolment.
 */
import type { TClubEnrollmentCalc } from '@restock/domain/contracts/loyalty';
import type { ClubTargetType } from '@restock/domain/rules/loyalty';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { calculateEnrollment, loyaltyKeys, submitEnrollment, useClubInfo, useEnrollmentExists } from './api';

const newKey = () => `club-${crypto.randomUUID()}`;

export function useClubEnrollment() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const exists = useEnrollmentExists();
  const info = useClubInfo(exists.data?.IsEnrolledAlready === false);
  const [pickedClub, setPickedClub] = useState<number | null>(null);
  const [targetType, setTargetTypeState] = useState<ClubTargetType>('SV');
  const [calc, setCalc] = useState<TClubEnrollmentCalc | null>(null);
  const [calculating, setCalculating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const key = useRef(newKey());

  const clubId = pickedClub ?? info.data?.CurrentClub.ClubId ?? null;

  const pickClub = (id: number) => {
    setPickedClub(id);
    setCalc(null);
  };
  const setTargetType = (type: ClubTargetType) => {
    setTargetTypeState(type);
    setCalc(null);
  };

  const calculate = async () => {
    if (clubId === null) return;
    setCalculating(true);
    try {
      setCalc(await calculateEnrollment({ RequestedClubId: clubId, TargetType: targetType }));
      key.current = newKey();
    } catch (error) {
      setCalc(null);
      notify.error(errorMessage(error, t));
    } finally {
      setCalculating(false);
    }
  };

  const submit = async () => {
    if (!calc) return;
    setSubmitting(true);
    try {
      const enrollment = await submitEnrollment(
        {
          RequestedClubId: calc.RequestedClub.ClubId,
          TargetType: calc.TargetType,
          YearlyTarget: calc.YearlyTarget,
          Confirmed: true,
        },
        key.current,
      );
      queryClient.setQueryData(loyaltyKeys.enrollment, {
        IsEnrolledAlready: true,
        FinancialYear: enrollment.FinancialYear,
        Enrollment: enrollment,
      });
      setConfirming(false);
      setCalc(null);
      notify.success(t('loyalty.club.enrolled', { club: enrollment.RequestedClubName }));
    } catch (error) {
      setConfirming(false);
      notify.error(errorMessage(error, t));
      if (error instanceof ApiError && error.code === 'E042') setCalc(null);
      if (error instanceof ApiError && error.code === 'E038')
        void queryClient.invalidateQueries({ queryKey: loyaltyKeys.enrollment });
    } finally {
      setSubmitting(false);
    }
  };

  return {
    exists,
    info,
    clubId,
    pickClub,
    targetType,
    setTargetType,
    calc,
    calculating,
    calculate,
    confirming,
    openConfirm: () => setConfirming(true),
    closeConfirm: () => setConfirming(false),
    submitting,
    submit,
  };
}
