import {
  MAX_OPTION_CHOICES,
  nameIn,
  type TOptionGroup,
  ZOptionGroupInputSchema,
} from '@app/shared/dish-options';
import { LANGUAGES, type TLanguage, type TTranslations } from '@app/shared/languages';
import { chfToRappen, rappenToChfText } from '@app/shared/money';
import { tAdmin, translateMessage } from '@/i18n/i18n';
import {
  checkWithSchema,
  type TChecked,
  type TFieldErrors,
  type TPlaceField,
  withFormErrors,
} from '@/lib/form-errors';
import type { TOptionGroupBody } from './api/option-groups-api';

/**
 * The option groups screen's logic: the dialog's values, their check with the server's own schema (so
 * its messages stand under the same fields as the server's `details`), the rows' moves, and the words
 * the list uses for a group's rule and an option's price difference.
 */

export type TNames = Record<TLanguage, string>;

export interface TOptionRowValues {
  /** React's key for the row: stays with it when rows move. */
  key: string;
  /** An existing option keeps its id (and its sold-out state); a new row has none. */
  id: number | null;
  names: TNames;
  /** As typed: '3.00', '-1.00', '' (no difference). */
  priceDelta: string;
}

export interface TOptionGroupFormValues {
  names: TNames;
  /** NumberInput's value: a number, or '' while the field is empty. */
  minChoices: number | string;
  maxChoices: number | string;
  options: TOptionRowValues[];
}

const EMPTY_NAMES: TNames = { de: '', fr: '', it: '', en: '' };

let rowCounter = 0;
/** A fresh key for a new row (unique within the page's life). */
function rowKey(): string {
  rowCounter += 1;
  return `row-${rowCounter}`;
}

export function newOptionRow(): TOptionRowValues {
  return { key: rowKey(), id: null, names: { ...EMPTY_NAMES }, priceDelta: '' };
}

/** A new group: a required single choice with one empty option (the most common group: a protein). */
export function newGroupValues(): TOptionGroupFormValues {
  return { names: { ...EMPTY_NAMES }, minChoices: 1, maxChoices: 1, options: [newOptionRow()] };
}

/** A CHF difference as the field shows it for editing: 3 -> '3.00', -1 -> '-1.00', 0 -> ''. */
export function priceDeltaInput(chf: number): string {
  return chf === 0 ? '' : rappenToChfText(chfToRappen(chf));
}

export function groupFormValues(group: TOptionGroup): TOptionGroupFormValues {
  return {
    names: { ...group.names },
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    options: group.options.map((option) => ({
      key: rowKey(),
      id: option.id,
      names: { ...option.names },
      priceDelta: priceDeltaInput(option.priceDelta),
    })),
  };
}

/** The two usual kinds of group: a required single choice (protein, size) and optional extras. */
export type TChoicePreset = 'single' | 'several';

export function presetChoices(preset: TChoicePreset, optionCount: number): { min: number; max: number } {
  return preset === 'single'
    ? { min: 1, max: 1 }
    : { min: 0, max: Math.min(MAX_OPTION_CHOICES, Math.max(1, optionCount)) };
}

/** The preset the numbers amount to, if any (the buttons show it pressed). */
export function presetOf(values: Pick<TOptionGroupFormValues, 'minChoices' | 'maxChoices' | 'options'>) {
  const { minChoices: min, maxChoices: max } = values;
  if (min === 1 && max === 1) return 'single';
  if (min === 0 && max === presetChoices('several', values.options.length).max) return 'several';
  return null;
}

/**
 * Where a message about a path of the payload stands: the names at the default language's field when
 * no language is named, an option's at its row, the counts at their fields, anything else about the
 * options under the list.
 */
export function optionGroupPlacer(defaultLanguage: TLanguage): TPlaceField {
  return (path) => {
    if (path === 'names') return `names.${defaultLanguage}`;
    if (/^names\.(de|fr|it|en)$/.test(path)) return path;
    if (path === 'minChoices' || path === 'maxChoices') return path;
    const row = /^options\.(\d+)(?:\.(.*))?$/.exec(path);
    if (row) {
      const [, index, rest = ''] = row;
      if (rest === 'priceDelta') return `options.${index}.priceDelta`;
      const language = /^names\.(de|fr|it|en)$/.exec(rest)?.[1];
      if (language) return `options.${index}.names.${language}`;
      if (rest.startsWith('names')) return `options.${index}.names.${defaultLanguage}`;
      return 'options';
    }
    if (path === 'options' || path.startsWith('options.')) return 'options';
    return null;
  };
}

const numberOrNaN = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/**
 * The payload of POST/PUT /api/admin/option-groups: names, the counts, the options in their order
 * (existing ones with their id). The default language's name is required for the group and each option,
 * as the server requires it.
 */
export function checkOptionGroup(
  values: TOptionGroupFormValues,
  defaultLanguage: TLanguage = 'de',
): TChecked<TOptionGroupBody> {
  const place = optionGroupPlacer(defaultLanguage);
  const input = {
    names: values.names,
    minChoices: numberOrNaN(values.minChoices),
    maxChoices: numberOrNaN(values.maxChoices),
    options: values.options.map((option) => ({
      ...(option.id === null ? {} : { id: option.id }),
      names: option.names,
      // An empty field means no difference.
      priceDelta: option.priceDelta.trim() === '' ? '0' : option.priceDelta,
    })),
  };
  const required: TFieldErrors = {};
  const requiredMessage = translateMessage('validation.required');
  if (values.names[defaultLanguage].trim() === '') required[`names.${defaultLanguage}`] = requiredMessage;
  values.options.forEach((option, index) => {
    if (option.names[defaultLanguage].trim() === '')
      required[`options.${index}.names.${defaultLanguage}`] = requiredMessage;
  });
  return withFormErrors(checkWithSchema(ZOptionGroupInputSchema, input, place), required);
}

/** The rows with the one at `index` moved by `step` (-1 up, +1 down); unchanged at the list's end. */
export function moveRow<T>(rows: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1) as [T];
  next.splice(target, 0, row);
  return next;
}

/** 'Required, 1 choice', 'Required, 1 to 2 choices', 'Optional, up to 3'. */
export function ruleText(group: Pick<TOptionGroup, 'minChoices' | 'maxChoices'>): string {
  const { minChoices: min, maxChoices: max } = group;
  if (min === 0) return tAdmin('optionGroups.rule.optional', { max });
  if (min === max) return tAdmin('optionGroups.rule.required', { count: min });
  return tAdmin('optionGroups.rule.requiredRange', { min, max });
}

/** A group's or an option's name for the reader: theirs, else the default language's, else any. */
export function displayName(
  names: TTranslations<string>,
  language: TLanguage,
  defaultLanguage: TLanguage = 'de',
): string {
  return nameIn(names, language, defaultLanguage);
}

/** The languages in the dialog's order: the restaurant's default first. */
export function languagesFrom(defaultLanguage: TLanguage): TLanguage[] {
  return [defaultLanguage, ...LANGUAGES.filter((language) => language !== defaultLanguage)];
}

/** How many menu and buffet items use each group, by group id. */
export function usageCounts(
  items: readonly { optionGroupIds?: readonly number[] | undefined }[],
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) {
    for (const id of item.optionGroupIds ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
