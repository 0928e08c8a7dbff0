import type { TPublicOptionGroup } from '@app/shared/catalog';
import { useId } from 'react';
import { useT } from '@/i18n/use-i18n';
import { priceDeltaText } from '@/lib/price-delta';
import classes from './option-groups.module.css';

/** The groups as the dialog shows them: the required ones (a minimum above 0) first, else in the item's order. */
export function groupsInOrder(groups: readonly TPublicOptionGroup[]): TPublicOptionGroup[] {
  return [
    ...groups.filter((group) => group.minChoices > 0),
    ...groups.filter((group) => group.minChoices <= 0),
  ];
}

/** What a group asks for, after its name: 'required', 'choose up to 3', 'choose 2 to 3', 'optional'. */
function useRuleText() {
  const t = useT();
  return ({ minChoices: min, maxChoices: max }: TPublicOptionGroup) => {
    if (min <= 0) return max <= 1 ? t('menu.options.optional') : t('menu.options.upTo', { count: max });
    if (max <= 1) return t('menu.options.required');
    if (min === max) return t('menu.options.exactly', { count: max });
    return t('menu.options.between', { min, max });
  };
}

export interface TOptionGroupsProps {
  groups: readonly TPublicOptionGroup[];
  /** The chosen options' ids. */
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  /** Groups whose minimum a refused Add found unmet: each says so, and the first gets the focus. */
  invalid: ReadonlySet<number>;
  /** The element of each group, by its id (the dialog moves the focus into the first invalid one). */
  groupRef: (groupId: number, element: HTMLFieldSetElement | null) => void;
}

/**
 * The dish's option groups in its details dialog: a fieldset per group named by its legend (the group's
 * name and what it asks for), radios for a single choice (with 'None' when it may be left out),
 * checkboxes for several (the others disabled once the maximum is chosen); each option with its price
 * difference, a sold-out one disabled and saying so. Native elements: the keyboard works as everywhere.
 */
export function OptionGroups({ groups, chosen, onChange, invalid, groupRef }: TOptionGroupsProps) {
  return (
    <div className={classes.groups}>
      {groups.map((group) => (
        <OptionGroup
          key={group.id}
          group={group}
          chosen={chosen}
          onChange={onChange}
          invalid={invalid.has(group.id)}
          groupRef={groupRef}
        />
      ))}
    </div>
  );
}

function OptionGroup({
  group,
  chosen,
  onChange,
  invalid,
  groupRef,
}: Omit<TOptionGroupsProps, 'groups' | 'invalid'> & { group: TPublicOptionGroup; invalid: boolean }) {
  const t = useT();
  const ruleText = useRuleText();
  const id = useId();
  const errorId = `${id}-error`;
  const single = group.maxChoices <= 1;
  const ids = new Set(group.options.map((option) => option.id));
  const mine = chosen.filter((optionId) => ids.has(optionId));
  const others = chosen.filter((optionId) => !ids.has(optionId));
  const full = !single && mine.length >= group.maxChoices;
  const describedBy = invalid ? errorId : undefined;

  const choose = (optionId: number | null, on: boolean) => {
    if (single) onChange(optionId === null ? others : [...others, optionId]);
    else if (optionId !== null)
      onChange(on ? [...chosen, optionId] : chosen.filter((chosenId) => chosenId !== optionId));
  };

  return (
    <fieldset
      ref={(element) => groupRef(group.id, element)}
      className={classes.group}
      aria-describedby={describedBy}
      data-invalid={invalid || undefined}
    >
      <legend className={classes.legend}>
        <span className={classes.name}>{group.name}</span>{' '}
        <span className={classes.rule} data-required={group.minChoices > 0 || undefined}>
          {ruleText(group)}
        </span>
      </legend>
      {invalid ? (
        <p id={errorId} className={classes.error} role="alert">
          {t('menu.options.missing', { group: group.name })}
        </p>
      ) : null}
      <ul className={classes.options}>
        {single && group.minChoices <= 0 ? (
          <li>
            <label className={classes.option}>
              <input
                type="radio"
                name={id}
                className={classes.input}
                checked={mine.length === 0}
                onChange={() => choose(null, true)}
              />
              <span className={classes.optionName}>{t('menu.options.none')}</span>
            </label>
          </li>
        ) : null}
        {group.options.map((option) => {
          const checked = mine.includes(option.id);
          const soldOut = !option.available;
          const delta = priceDeltaText(option.priceDelta);
          return (
            <li key={option.id}>
              <label className={classes.option} data-disabled={soldOut || (full && !checked) || undefined}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={id}
                  className={classes.input}
                  checked={checked}
                  // A sold-out option cannot be chosen; one chosen before it sold out can still be unticked.
                  disabled={(soldOut && !checked) || (full && !checked)}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  onChange={(event) => choose(option.id, event.currentTarget.checked)}
                />
                {/* Spaces between the parts: the label's accessible name reads 'Beef + CHF 3.00'. */}
                <span className={classes.optionName}>{option.name}</span>{' '}
                {soldOut ? (
                  <>
                    <span className={classes.soldOut}>{t('menu.options.soldOut')}</span>{' '}
                  </>
                ) : null}
                {delta ? <span className={classes.delta}>{delta}</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
