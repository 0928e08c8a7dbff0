import type { TBuffetItem, TMenuItem, TPublicOptionGroup } from '@app/shared/catalog';
import type { TOrderType } from '@app/shared/enums';
import { chfToRappen, rappenToChf } from '@app/shared/money';
import {
  checkOptionChoice,
  optionsKey,
  type TChoiceGroup,
  type TChoiceProblem,
} from '@app/shared/option-choices';
import type { TOrderKind } from '@app/shared/order-kind';
import { MSG } from '@app/shared/orders';
import { normalisePromoCode } from '@app/shared/promo';
import {
  type TGuest,
  type TStaffBuffetOrder,
  type TStaffMenuOrder,
  type TStaffPaymentMethod,
  ZStaffBuffetOrderSchema,
  ZStaffMenuOrderSchema,
} from '@app/shared/staff-entry';
import { normaliseVoucherCode } from '@app/shared/vouchers';
import { instantToZonedLocal } from '@app/shared/zoned-time';
import { choiceGroupsOf } from '@/lib/choice-groups';

/**
 * The phone order screen's rules, free of React so they are tested on their own: the
 * catalogue search, the cart, the payload, the server's answers and the returning guests' re-orders.
 */

export type TCatalogItem = TMenuItem | TBuffetItem;

/** Codes of refusals staff may lift with a reason (`override: { reason }`, shared/staff-entry.ts). */
export const OVERRIDABLE_CODES: ReadonlySet<string> = new Set([
  'DELIVERY_AREA',
  'MINIMUM_ORDER',
  'CLOSED',
  'SLOT_FULL',
  'TOO_SOON',
]);

export const MIN_OVERRIDE_REASON = 3;

/** A guest lookup needs this many significant characters (ZGuestQuerySchema). */
export const MIN_GUEST_QUERY = 3;

// ---------------------------------------------------------------- search

/** Lower case without accents: 'Pad Thaï' and 'pad thai' are the same to a search. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Whether an item can be ordered today: available on the menu and not sold out. */
export function isOrderable(item: TCatalogItem): boolean {
  return item.available && !item.soldOutToday;
}

/**
 * The items a search finds, in catalogue order except that an item whose number is exactly what was
 * typed comes first. A search of digits (optionally after '#') finds items by number (its id, shown
 * as '#12'); any text finds items by name in any language the item has (`names`: the other texts of
 * the item's food item, by foodItemId), case- and accent-insensitively.
 */
export function searchItems<T extends TCatalogItem>(
  items: readonly T[],
  query: string,
  names: ReadonlyMap<number, readonly string[]> = new Map(),
): T[] {
  const folded = foldText(query);
  if (folded === '') return [...items];
  const number = /^#?\s*(\d+)$/.exec(folded)?.[1];
  const words = folded.split(/\s+/);
  const matches = items.filter((item) => {
    if (number !== undefined && String(item.id).startsWith(number)) return true;
    const texts = [item.name, ...(names.get(item.foodItemId) ?? [])].map(foldText);
    return texts.some((text) => words.every((word) => text.includes(word)));
  });
  if (number === undefined) return matches;
  const exact = matches.filter((item) => String(item.id) === number);
  return [...exact, ...matches.filter((item) => String(item.id) !== number)];
}

// ---------------------------------------------------------------- cart

/** An option chosen on a cart line, as the catalogue shows it now. */
export interface TCartOption {
  id: number;
  name: string;
  /** CHF. */
  priceDelta: number;
}

export interface TCartLine {
  /** The item and its options: two green curries with other proteins are two lines. */
  key: string;
  id: number;
  name: string;
  /** CHF, from the catalogue, options included: for display only (the server prices the order). */
  price: number;
  quantity: number;
  /** The options chosen, in the item's order (by group, then option); empty for none. */
  options: TCartOption[];
  /** The item's groups when it was added: the client-side check before sending (the server decides). */
  groups: readonly TChoiceGroup[];
}

export const MAX_QUANTITY = 99;

/** Whether a tap on the item asks for its options first (it has groups). */
export function hasOptions(item: { optionGroups?: TPublicOptionGroup[] | undefined }): boolean {
  return (item.optionGroups?.length ?? 0) > 0;
}

/** A cart line's key: the item's id, then its options' ('12', '12:3.7'). */
export function lineKey(id: number, optionIds: readonly number[]): string {
  return `${id}${optionsKey(optionIds)}`;
}

/**
 * Adds `quantity` of the item with the options chosen (ids; unknown ones are dropped): a line of the
 * same item and options counts up, another choice is a line of its own.
 */
export function addItem(
  lines: readonly TCartLine[],
  item: TCatalogItem,
  quantity = 1,
  optionIds: readonly number[] = [],
): TCartLine[] {
  const groups = choiceGroupsOf(item.optionGroups);
  const { ordered, deltaRappen } = checkOptionChoice(groups, optionIds);
  const key = lineKey(item.id, ordered);
  const existing = lines.find((line) => line.key === key);
  if (existing) {
    return lines.map((line) =>
      line.key === key ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + quantity) } : line,
    );
  }
  const byId = new Map(
    (item.optionGroups ?? []).flatMap((group) => group.options.map((option) => [option.id, option] as const)),
  );
  const options = ordered.flatMap((id) => {
    const option = byId.get(id);
    return option ? [{ id, name: option.name, priceDelta: option.priceDelta }] : [];
  });
  return [
    ...lines,
    {
      key,
      id: item.id,
      name: item.name,
      price: rappenToChf(chfToRappen(item.price) + deltaRappen),
      quantity: Math.min(MAX_QUANTITY, quantity),
      options,
      groups,
    },
  ];
}

/** +1 or −1 on a line; a line at 0 leaves the cart. */
export function changeQuantity(lines: readonly TCartLine[], key: string, delta: 1 | -1): TCartLine[] {
  return lines
    .map((line) =>
      line.key === key ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + delta) } : line,
    )
    .filter((line) => line.quantity > 0);
}

export function removeLine(lines: readonly TCartLine[], key: string): TCartLine[] {
  return lines.filter((line) => line.key !== key);
}

/** What is wrong with a line's options by the item's groups (none: it can be sent). */
export function lineProblems(line: Pick<TCartLine, 'groups' | 'options'>): TChoiceProblem[] {
  return checkOptionChoice(
    line.groups,
    line.options.map((option) => option.id),
  ).problems;
}

/** CHF, summed in Rappen so that 0.1 + 0.2 stays 0.30. */
export function subtotal(lines: readonly TCartLine[]): number {
  return rappenToChf(lines.reduce((sum, line) => sum + chfToRappen(line.price) * line.quantity, 0));
}

export function itemCount(lines: readonly TCartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

// ---------------------------------------------------------------- time

const QUARTER_MS = 15 * 60_000;

/** The restaurant's next quarter hour after `now`: the default time of a scheduled order. */
export function nextQuarterHour(now: Date): { date: string; time: string } {
  const next = new Date(Math.floor(now.getTime() / QUARTER_MS) * QUARTER_MS + QUARTER_MS);
  const local = instantToZonedLocal(next);
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

// ---------------------------------------------------------------- form and payload

export interface TCustomerForm {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  street: string;
  streetNo: string;
  plz: string;
  city: string;
}

export type TCustomerField = keyof TCustomerForm;

export const EMPTY_CUSTOMER: TCustomerForm = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  street: '',
  streetNo: '',
  plz: '',
  city: '',
};

export const ADDRESS_FIELDS = [
  'street',
  'streetNo',
  'plz',
  'city',
] as const satisfies readonly TCustomerField[];

export interface TOrderForm {
  kind: TOrderKind;
  lines: readonly TCartLine[];
  orderType: TOrderType;
  asap: boolean;
  date: string;
  time: string;
  customer: TCustomerForm;
  paymentMethod: TStaffPaymentMethod;
  specialInstructions: string;
  /** A promo code and a gift voucher's code the caller gives, as typed ('' for none). */
  promoCode: string;
  voucherCode: string;
}

export type TStaffOrderPayload = TStaffMenuOrder | TStaffBuffetOrder;

/**
 * The payload of POST API.adminOrdersOf(kind): the diner's payload, CONFIRMED, with the override when
 * staff gave a reason. The address goes with a delivery only (a takeaway has none to keep).
 */
export function buildPayload(form: TOrderForm, overrideReason?: string): TStaffOrderPayload {
  const { customer } = form;
  const delivery = form.orderType === 'DELIVERY';
  const base = {
    customerInfo: {
      firstName: customer.firstName.trim(),
      lastName: customer.lastName.trim(),
      phone: customer.phone.trim(),
      email: customer.email.trim(),
      address: {
        street: delivery ? customer.street.trim() : '',
        streetNo: delivery ? customer.streetNo.trim() : '',
        plz: delivery ? customer.plz.trim() : '',
        city: delivery ? customer.city.trim() : '',
      },
    },
    orderType: form.orderType,
    specialInstructions: form.specialInstructions.trim() === '' ? null : form.specialInstructions.trim(),
    paymentMethod: form.paymentMethod,
    ...(form.asap ? { asap: true } : { asap: false, scheduledAt: `${form.date}T${form.time}:00` }),
    // As typed (the schema refuses control characters), in the form the server stores: the server checks both.
    ...(form.promoCode.trim() ? { promoCode: normalisePromoCode(form.promoCode) } : {}),
    ...(form.voucherCode.trim() ? { voucherCode: normaliseVoucherCode(form.voucherCode) } : {}),
    status: 'CONFIRMED' as const,
    ...(overrideReason !== undefined ? { override: { reason: overrideReason.trim() } } : {}),
  };
  return form.kind === 'MENU'
    ? { ...base, items: form.lines.map((line) => ({ menuItemId: line.id, ...orderLine(line) })) }
    : { ...base, items: form.lines.map((line) => ({ buffetItemId: line.id, ...orderLine(line) })) };
}

/** A line's quantity and, when it has any, its options' ids (a line without keeps the spec's shape). */
export function orderLine(line: Pick<TCartLine, 'quantity' | 'options'>) {
  return {
    quantity: line.quantity,
    ...(line.options.length > 0 ? { options: line.options.map((option) => option.id) } : {}),
  };
}

/** Field paths of the form, as the server's `details` and the shared schema's issues name them. */
export type TFieldErrors = Partial<Record<string, string>>;

/**
 * What the form checks before sending (the server checks again): the shared schema's rules, an empty
 * cart, a delivery's whole address, a valid time. Messages are catalogue keys (translated by the caller).
 */
export function validateForm(form: TOrderForm): TFieldErrors {
  const errors: TFieldErrors = {};
  const schema = form.kind === 'MENU' ? ZStaffMenuOrderSchema : ZStaffBuffetOrderSchema;
  const parsed = schema.safeParse(buildPayload(form));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= issue.message;
    }
  }
  if (form.lines.length === 0) errors.items ??= MSG.cartEmpty;
  // The same rule as the server's: a required choice missing, too many, a sold-out option.
  form.lines.forEach((line, index) => {
    if (lineProblems(line).length > 0) errors[`items.${index}.options`] ??= 'newOrder.options.lineProblem';
  });
  if (form.orderType === 'DELIVERY') {
    for (const field of ADDRESS_FIELDS) {
      if (form.customer[field].trim() === '') errors[`customerInfo.address.${field}`] ??= MSG.required;
    }
  }
  if (!form.asap && !/^\d{4}-\d{2}-\d{2}$/.test(form.date)) errors.scheduledAt ??= MSG.scheduledInvalid;
  if (!form.asap && !/^\d{2}:\d{2}$/.test(form.time)) errors.scheduledAt ??= MSG.scheduledInvalid;
  return errors;
}

/**
 * The form field a path of the server's `details` belongs to: 'customerInfo.plz' and
 * 'customerInfo.address.plz' are both the PLZ field; items and times keep their path.
 */
export function fieldOfPath(path: string): string {
  const customer = /^customerInfo\.(?:address\.)?(\w+)$/.exec(path)?.[1];
  if (customer && customer in EMPTY_CUSTOMER) {
    return (ADDRESS_FIELDS as readonly string[]).includes(customer)
      ? `customerInfo.address.${customer}`
      : `customerInfo.${customer}`;
  }
  return path;
}

// ---------------------------------------------------------------- guests

/** The characters of a lookup that count: the digits of a phone number, the text of an email. */
export function guestQuery(value: string, field: 'phone' | 'email'): string | null {
  const trimmed = value.trim();
  const significant = field === 'phone' ? trimmed.replace(/\D/g, '') : trimmed;
  return significant.length >= MIN_GUEST_QUERY ? trimmed : null;
}

/** A guest's details as the form holds them. */
export function customerOfGuest(guest: TGuest): TCustomerForm {
  const { customerInfo } = guest;
  return {
    firstName: customerInfo.firstName,
    lastName: customerInfo.lastName,
    phone: customerInfo.phone,
    email: customerInfo.email,
    street: customerInfo.address.street,
    streetNo: customerInfo.address.streetNo,
    plz: customerInfo.address.plz,
    city: customerInfo.address.city,
  };
}

export type TGuestOrder = TGuest['lastOrders'][number];

/**
 * An earlier order's lines added to the cart of its kind, priced from today's catalogue; lines whose
 * item is no longer on it (or not orderable today) are skipped and named. A line ordered with options
 * comes back with the same ones when the shared rule still accepts them today (each found by its id);
 * otherwise, and for a dish that asks for a choice it was ordered without, it is skipped and named (the
 * guest says which options this time).
 */
export function reorderLines(
  lines: readonly TCartLine[],
  order: TGuestOrder,
  catalogue: readonly TCatalogItem[],
): { lines: TCartLine[]; skipped: string[] } {
  let next = [...lines];
  const skipped: string[] = [];
  for (const line of order.items) {
    const id = order.kind === 'MENU' ? line.menuItemId : line.buffetItemId;
    const item = id === null ? undefined : catalogue.find((candidate) => candidate.id === id);
    const optionIds = (line.options ?? []).flatMap((option) =>
      option.optionId === undefined ? [] : [option.optionId],
    );
    const chosenAgain =
      item !== undefined &&
      optionIds.length === (line.options?.length ?? 0) &&
      checkOptionChoice(choiceGroupsOf(item.optionGroups), optionIds).problems.length === 0;
    if (!item || !isOrderable(item) || !chosenAgain) skipped.push(line.name);
    else next = addItem(next, item, line.quantity, optionIds);
  }
  return { lines: next, skipped };
}
