import type { TAccountMe, TAccountProfile, TSavedAddress } from '@app/shared/account';
import type { TOrderType } from '@app/shared/enums';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RadioGroup } from '@/components/ui/radio-group';
import { useT } from '@/i18n/use-i18n';
import { apiGet } from '@/lib/api-client';

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

/**
 * GET /api/account/me and /api/account/profile: the email, and the saved name, phone and addresses.
 * Read here rather than through the account page's queries (api/get-me.ts, api/profile.ts): those and
 * the account's schemas would be chunks of their own, each a file more in /checkout's preload list (its
 * budget has no room for them), for fields the diner sees and can change anyway, and that the server
 * checks when the order is placed. What is not text is left out.
 */
export async function getSavedDetails(signal?: AbortSignal): Promise<TSavedDetails> {
  const [me, profile] = await Promise.all([
    apiGet<Partial<TAccountMe>>(PUBLIC_API.accountMe, { signal }),
    apiGet<Partial<TAccountProfile>>(PUBLIC_API.accountProfile, { signal }),
  ]);
  const addresses = Array.isArray(profile?.addresses) ? profile.addresses : [];
  return {
    email: text(me?.email),
    firstName: text(profile?.firstName) || text(me?.firstName),
    lastName: text(profile?.lastName) || text(me?.lastName),
    phone: text(profile?.phone),
    addresses: addresses.map((address) => ({
      street: text(address?.street),
      streetNo: text(address?.streetNo),
      plz: text(address?.plz),
      city: text(address?.city),
    })),
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Under the account's key ('account', ACCOUNT_QUERY_KEY in api/get-me.ts, written out for the reason
 * above): signing out drops it with the rest. Asked again on every visit to the checkout, so details
 * just changed on /account fill it.
 */
export function savedDetailsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'saved-details'],
    queryFn: ({ signal }) => getSavedDetails(signal),
  });
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
  const { data } = useQuery(savedDetailsQueryOptions());

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
