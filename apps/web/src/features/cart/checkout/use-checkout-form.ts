import { useState } from 'react';

/**
 * Checkout's form state: the address the retailer chose, standard or express delivery, the terms
 * (accepted, dialog open) and the two validation messages, with the actions the view calls.
 */
export function useCheckoutForm() {
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const [express, setExpress] = useState(false);
  const [terms, setTerms] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);
  return {
    chosenAddress,
    express,
    setExpress,
    terms,
    termsOpen,
    addressError,
    setAddressError,
    termsError,
    setTermsError,
    selectAddress: (id: number | null) => {
      setChosenAddress(id);
      setAddressError(null);
    },
    checkTerms: (checked: boolean) => {
      setTerms(checked);
      setTermsError(null);
    },
    openTerms: () => setTermsOpen(true),
    closeTerms: () => setTermsOpen(false),
    acceptTerms: () => {
      setTerms(true);
      setTermsError(null);
      setTermsOpen(false);
    },
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
