import type { TMenuItem } from '@app/shared/catalog';
import { ALLERGENS, type TAllergen, type TOrigin } from '@app/shared/food-labels';
import { type ReactNode, useId } from 'react';
import { currentLocale } from '@/i18n/i18n';
import { useT } from '@/i18n/use-i18n';
import { useHydrated } from '@/lib/hydration';
import classes from './declarations.module.css';
import { activeParts, NO_FILTER, type TMenuFilter } from './menu-filter';

/**
 * What the menu shows of a dish's declarations (allergens, origin, labels) and the diner's filter panel. A
 * chunk of its own with the catalogue's `labels` area, loaded after the menu's first paint
 * (declarations-slots.tsx).
 */

type TDeclared = Pick<
  TMenuItem,
  'allergens' | 'mayContain' | 'allergensDeclared' | 'origin' | 'vegetarian' | 'vegan' | 'spiciness'
>;

const KNOWN_ALLERGENS = new Set<string>(ALLERGENS);
const CHILLI = '\u{1F336}\u{FE0F}';

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the reader's language ('Norwegen'), from its ISO code. */
function countryName(code: string): string {
  const locale = currentLocale();
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

const listFormats = new Map<string, Intl.ListFormat>();

/** 'gluten, soy, sesame' in the reader's language. */
function useAllergenList() {
  const t = useT();
  const locale = currentLocale();
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
    listFormats.set(locale, format);
  }
  const list = format;
  return (codes: readonly TAllergen[] | undefined) =>
    list.format(
      (codes ?? []).filter((code) => KNOWN_ALLERGENS.has(code)).map((code) => t(`menu.allergens.${code}`)),
    );
}

/** 'Salmon: Norway, farmed' / 'Tuna: wild-caught, FAO 71 (Pacific, western central)' / 'Chicken: Switzerland'. */
export function useOriginText() {
  const t = useT();
  return (origin: TOrigin): string => {
    const animal = t(`menu.origin.animal.${origin.animal}`);
    if (origin.method === 'WILD_CATCH' && origin.faoArea) {
      return t('menu.origin.wild', {
        animal,
        area: origin.faoArea,
        areaName: t(`menu.origin.fao.${origin.faoArea}`),
      });
    }
    const country = countryName(origin.country);
    if (origin.method === 'AQUACULTURE') return t('menu.origin.farmed', { animal, country });
    return t('menu.origin.meat', { animal, country });
  };
}

/** Vegetarian or vegan, and the chillies of its spiciness, each with a text for screen readers. */
function DietLabels({ vegetarian, vegan, spiciness }: Pick<TDeclared, 'vegetarian' | 'vegan' | 'spiciness'>) {
  const t = useT();
  const level = Math.min(Math.max(spiciness ?? 0, 0), 3);
  if (!vegetarian && !vegan && level === 0) return null;
  return (
    <p className={classes.labels}>
      {vegan ? (
        <span className={classes.label}>{t('menu.diet.vegan')}</span>
      ) : vegetarian ? (
        <span className={classes.label}>{t('menu.diet.vegetarian')}</span>
      ) : null}
      {level > 0 ? (
        <span className={classes.chillies} role="img" aria-label={t('menu.diet.spicy', { level })}>
          {CHILLI.repeat(level)}
        </span>
      ) : null}
    </p>
  );
}

/**
 * A dish's labels, allergens ('Contains: gluten, soy · May contain: peanuts', or 'Ask us about allergens'
 * when they are not declared) and the origin of its meat and fish.
 */
export function ItemDeclarations({ item }: { item: TDeclared }) {
  const t = useT();
  const list = useAllergenList();
  const originText = useOriginText();
  const contains = item.allergens ?? [];
  const traces = item.mayContain ?? [];
  let allergens: ReactNode;
  if (!item.allergensDeclared) {
    allergens = <p className={classes.ask}>{t('menu.allergens.ask')}</p>;
  } else if (contains.length === 0 && traces.length === 0) {
    allergens = <p>{t('menu.allergens.none')}</p>;
  } else {
    const parts = [
      contains.length > 0 ? t('menu.allergens.contains', { list: list(contains) }) : null,
      traces.length > 0 ? t('menu.allergens.mayContain', { list: list(traces) }) : null,
    ].filter((part): part is string => part !== null);
    allergens = <p>{parts.join(' · ')}</p>;
  }
  const origin = item.origin ?? [];
  return (
    <div className={classes.declarations}>
      <DietLabels vegetarian={item.vegetarian} vegan={item.vegan} spiciness={item.spiciness} />
      {allergens}
      {origin.length > 0 ? (
        <p>
          <span className={classes.visuallyHidden}>{`${t('menu.origin.label')}: `}</span>
          {origin.map(originText).join(' · ')}
        </p>
      ) : null}
    </div>
  );
}

interface TFilterPanelProps {
  filter: TMenuFilter;
  onChange: (filter: TMenuFilter) => void;
  /** Dishes shown with the filter, and in all. */
  shown: number;
  total: number;
}

/**
 * The filter panel: a disclosure (open while a filter is set) with allergen checkboxes, diet, highest
 * spiciness and a way back to everything, the count of dishes shown (announced) and a legend of the
 * labels.
 */
export function MenuFilterPanel({ filter, onChange, shown, total }: TFilterPanelProps) {
  const t = useT();
  const id = useId();
  // Drawn by the server, its choices wait for the page's scripts (lib/hydration.ts): a tick before them
  // would be undone when React takes the boxes over.
  const hydrated = useHydrated();
  const active = activeParts(filter);
  const toggleAllergen = (allergen: TAllergen, on: boolean) =>
    onChange({
      ...filter,
      allergens: on
        ? ALLERGENS.filter((a) => a === allergen || filter.allergens.includes(a))
        : filter.allergens.filter((a) => a !== allergen),
    });
  return (
    <div className={classes.panel}>
      <details open={active > 0 || undefined}>
        <summary className={classes.summary}>
          {t('menu.filter.title')}
          {active > 0 ? <span>{`(${t('menu.filter.active', { count: active })})`}</span> : null}
        </summary>
        <div className={classes.body}>
          <fieldset className={classes.fieldset} aria-describedby={`${id}-note`} disabled={!hydrated}>
            <legend className={classes.legend}>{t('menu.filter.allergens')}</legend>
            <div className={classes.choices}>
              {ALLERGENS.map((allergen) => (
                <label key={allergen} className={classes.choice}>
                  <input
                    type="checkbox"
                    checked={filter.allergens.includes(allergen)}
                    onChange={(event) => toggleAllergen(allergen, event.currentTarget.checked)}
                  />
                  <span>{t(`menu.allergens.${allergen}`)}</span>
                </label>
              ))}
            </div>
            <p id={`${id}-note`} className={classes.note}>
              {t('menu.filter.note')}
            </p>
          </fieldset>
          <fieldset className={classes.fieldset} disabled={!hydrated}>
            <legend className={classes.legend}>{t('menu.filter.diet')}</legend>
            <div className={classes.row}>
              <label className={classes.choice}>
                <input
                  type="checkbox"
                  checked={filter.diet !== ''}
                  onChange={(event) =>
                    onChange({ ...filter, diet: event.currentTarget.checked ? 'vegetarian' : '' })
                  }
                />
                <span>{t('menu.filter.vegetarian')}</span>
              </label>
              <label className={classes.choice}>
                <input
                  type="checkbox"
                  checked={filter.diet === 'vegan'}
                  onChange={(event) =>
                    onChange({ ...filter, diet: event.currentTarget.checked ? 'vegan' : '' })
                  }
                />
                <span>{t('menu.filter.vegan')}</span>
              </label>
              <label className={classes.choice}>
                <span>{t('menu.filter.spiciness')}</span>
                <select
                  className={classes.select}
                  value={filter.maxSpiciness === null ? '' : String(filter.maxSpiciness)}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    onChange({ ...filter, maxSpiciness: value === '' ? null : Number(value) });
                  }}
                >
                  <option value="">{t('menu.filter.anySpiciness')}</option>
                  <option value="0">{t('menu.filter.notSpicy')}</option>
                  {[1, 2].map((level) => (
                    <option key={level} value={level}>
                      {`${CHILLI.repeat(level)} ${t('menu.filter.level', { level })}`}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </fieldset>
          {active > 0 ? (
            <div>
              <button
                type="button"
                className={classes.clear}
                onClick={() => onChange(NO_FILTER)}
                disabled={!hydrated}
              >
                {t('menu.filter.clear')}
              </button>
            </div>
          ) : null}
        </div>
      </details>
      <p className={classes.status} role="status">
        {active > 0 ? t('menu.filter.shown', { shown, total }) : ''}
      </p>
      <p className={classes.legendList}>
        <span>{`${t('menu.diet.legend')}:`}</span>
        <span className={classes.label}>{t('menu.diet.vegetarian')}</span>
        <span className={classes.label}>{t('menu.diet.vegan')}</span>
        <span>
          <span aria-hidden="true">{`${CHILLI} `}</span>
          {t('menu.diet.legendSpicy')}
        </span>
      </p>
    </div>
  );
}

/** Nothing on the menu passes the filter. */
export function FilterEmpty() {
  const t = useT();
  return (
    <p className={classes.empty} role="status">
      {t('menu.filter.empty')}
    </p>
  );
}
