import type { TAccountMe, TAccountProfile, TSavedAddress } from '@app/shared/account';
import type { TOrderType } from '@app/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { RadioGroup } from '@/components/ui/radio-group';
import { useT } from '@/i18n/use-i18n';
import { accountMeQueryOptions } from '../api/get-me';
import { accountProfileQueryOptions } from '../api/profile';

/** The checkout's details fields, as this module fills them. */
export type TDetailField = 'firstName' | 'lastName' | 'email' | 'phone' | keyof TSavedAddress;
export type TDetailValues = Record<TDetailField, string>;

/** What of the checkout the saved details read and fill (the checkout's own object fits it). */
export interface TFillableCheckout {
  state: { customer: TDetailValues; submitting: boolean };
  orderType: TOrderType;
  /** Fills the fields the diner has not typed into; an empty value fills nothing. */
  prefill: (values: Partial<TDetailValues>) => void;
  /** A field set as the diner's own choice. */
  setField: (field: TDetailField, value: string) => void;
}

/** The account's details as the checkout's fields take them (the profile's names, else the account's). */
export interface TSavedDetails extends Pick<TAccountProfile, 'firstName' | 'lastName' | 'phone'> {
  email: string;
  addresses: TSavedAddress[];
}

/** What fills the checkout: the saved names (else the account's), the account's email, the saved phone. */
export function savedDetailsOf(me: TAccountMe, profile: TAccountProfile): TSavedDetails {
  return {
    email: me.email,
    firstName: profile.firstName || me.firstName,
    lastName: profile.lastName || me.lastName,
    phone: profile.phone,
    addresses: profile.addresses,
  };
}

/**
 * The signed-in diner's saved details, from the account page's queries (so the two share answers and a
 * sign-out drops both), or nothing while they load, when the session has ended (401: no diner) or when
 * they cannot be read. The same object while the answers stay the same.
 */
function useSavedDetails(): TSavedDetails | undefined {
  const me = useQuery(accountMeQueryOptions()).data;
  const profile = useQuery({ ...accountProfileQueryOptions(), enabled: Boolean(me) }).data;
  return useMemo(() => (me && profile ? savedDetailsOf(me, profile) : undefined), [me, profile]);
}

const ADDRESS_FIELDS = ['street', 'streetNo', 'plz', 'city'] as const;

/** The fields the saved details fill: the names, email, phone and the address given. */
export function detailsToFill(
  { firstName, lastName, email, phone }: TSavedDetails,
  address?: TSavedAddress,
): Partial<TDetailValues> {
  return { firstName, lastName, email, phone, ...address };
}

export function addressLine(address: TSavedAddress): string {
  return `${address.street} ${address.streetNo}, ${address.plz} ${address.city}`;
}

/**
 * A signed-in diner's saved details in the checkout: fetched once the form is on screen and filled into
 * the fields the diner has not typed into (the first saved address among them); with several addresses,
 * a choice of them ('Deliver to'), which sets the address fields as the diner's own input. Draws nothing
 * until then, and nothing at all when the session has ended (401) or the details cannot be read: the
 * form works as for a guest.
 */
export function SavedDetails({ checkout }: { checkout: TFillableCheckout }) {
  const t = useT();
  const data = useSavedDetails();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer; `prefill` is new on every render.
  useEffect(() => {
    if (data) checkout.prefill(detailsToFill(data, data.addresses[0]));
  }, [data]);

  const addresses = data?.addresses ?? [];
  if (addresses.length < 2) return null;
  const chosen = addresses.findIndex((address) =>
    ADDRESS_FIELDS.every((field) => address[field] === checkout.state.customer[field]),
  );
  return (
    <RadioGroup
      label={t(
        checkout.orderType === 'DELIVERY' ? 'pages.savedDetails.deliverTo' : 'pages.savedDetails.address',
      )}
      options={addresses.map((address, index) => ({ value: String(index), label: addressLine(address) }))}
      value={chosen < 0 ? '' : String(chosen)}
      onChange={(value) => {
        const address = addresses[Number(value)];
        if (address) for (const field of ADDRESS_FIELDS) checkout.setField(field, address[field]);
      }}
      disabled={checkout.state.submitting}
    />
  );
}
