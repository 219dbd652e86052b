import { useEffect, useRef } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { decodePaymentResult, PAYMENT_RESULT_PARAM, refusedForGood } from './paymentReturn';

/**
 * Replaces the page's query parameters with what `update` makes of the current ones (the router's
 * `setSearchParams(update, { replace: true })`): the domain layer has no router of its own.
 */
export type ReplaceSearchParams = (update: (current: URLSearchParams) => URLSearchParams) => void;

/** What `usePaymentResultHandOver` works with: the page's URL and the CRM call. */
export interface PaymentResultHandOverOptions<Outcome> {
  /** The page's query parameters, where the payment return put the signed result. */
  params: URLSearchParams;
  replaceParams: ReplaceSearchParams;
  /** The CRM call that takes the signed fields and answers the outcome. */
  receive: UseMutationResult<Outcome, Error, Record<string, string>>;
  /**
   * The CRM's answer. Returns the parameters the page keeps, given the current ones without the
   * result (`rest`); nothing keeps `rest`.
   */
  onAnswer?: (outcome: Outcome, rest: URLSearchParams) => URLSearchParams | void;
}

/** The result a page holds and, after a failed hand-over, how to hand it over again. */
export interface PaymentResultHandOver {
  /** The signed fields in the URL, or null when the page holds no result. */
  fields: Record<string, string> | null;
  /**
   * Hands the result over again: offered (non-null) after a hand-over that failed without a
   * final refusal (a timeout, a throttle, a server failure), while the result is still held.
   */
  retry: (() => void) | null;
}

const withoutResult = (current: URLSearchParams) => {
  const rest = new URLSearchParams(current);
  rest.delete(PAYMENT_RESULT_PARAM);
  return rest;
};

/**
 * Back from the hosted payment page (checkout, invoice payment, a card saved): the page's signed
 * result is handed to the CRM once, and stays in the URL until the CRM has answered it or refused
 * it for good (`refusedForGood`). After a timeout or a server failure it stays for `retry`
 * (or a reload): the CRM answers a result it already recorded with that outcome, so the card is
 * never asked for twice and nothing is paid or saved twice.
 */
export function usePaymentResultHandOver<Outcome>({
  params,
  replaceParams,
  receive,
  onAnswer,
}: PaymentResultHandOverOptions<Outcome>): PaymentResultHandOver {
  const fields = decodePaymentResult(params.get(PAYMENT_RESULT_PARAM));
  const { mutate } = receive;
  // The callbacks a hand-over answers with are the ones of the render that started it; the
  // parameters it leaves are made from the URL of the moment the answer arrives.
  const handOver = (result: Record<string, string>) =>
    mutate(result, {
      onSuccess: (outcome) =>
        replaceParams((current) => {
          const rest = withoutResult(current);
          return onAnswer?.(outcome, rest) ?? rest;
        }),
      onError: (error) => {
        if (refusedForGood(error)) replaceParams(withoutResult);
      },
    });

  const handedOver = useRef(false);
  useEffect(() => {
    if (!fields || handedOver.current) return;
    handedOver.current = true;
    handOver(fields);
    // Once per page: `fields` and `handOver` are new each render, the ref keeps it to one.
  });

  const offerRetry = fields !== null && receive.isError && !receive.isPending;
  return { fields, retry: offerRetry ? () => handOver(fields) : null };
}
