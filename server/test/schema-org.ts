/**
 * A small checker of schema.org JSON-LD for the types and properties the restaurant's pages use
 * (modules/pages/structured-data.ts), written from schema.org's definitions (no network): each object's
 * `@type` must be a type listed here, each property must belong to that type or one it inherits from, each
 * value must be in the property's range (a listed type, or a literal of the right form), and the properties
 * the rich results need must be there. Answers the problems found, each with where it is.
 */

/** A literal value's form, or a type name (an object of that type or a subtype). */
type TRange =
  | 'Text'
  | 'URL'
  | 'Number'
  | 'Boolean'
  | 'Time'
  | 'Date'
  | 'Currency'
  | 'DayOfWeek'
  | 'RestrictedDiet'
  | TTypeName;

type TTypeName =
  | 'Thing'
  | 'Organization'
  | 'Place'
  | 'LocalBusiness'
  | 'FoodEstablishment'
  | 'Restaurant'
  | 'Intangible'
  | 'StructuredValue'
  | 'ContactPoint'
  | 'PostalAddress'
  | 'GeoCoordinates'
  | 'OpeningHoursSpecification'
  | 'CreativeWork'
  | 'Menu'
  | 'MenuSection'
  | 'MenuItem'
  | 'Offer'
  | 'ImageObject';

type TTypeDefinition = {
  /** The types it inherits properties from (schema.org's "more specific type of"). */
  parents: TTypeName[];
  /** Its own properties and their ranges (what is used here, not all of schema.org). */
  properties: Record<string, TRange[]>;
  /** Properties an object of the type must carry; a list inside means "one of these". */
  required?: (string | string[])[];
};

const TYPES: Record<TTypeName, TTypeDefinition> = {
  Thing: {
    parents: [],
    properties: {
      name: ['Text'],
      description: ['Text'],
      url: ['URL'],
      image: ['URL', 'ImageObject'],
    },
  },
  Organization: {
    parents: ['Thing'],
    properties: { address: ['PostalAddress', 'Text'], telephone: ['Text'] },
  },
  Place: {
    parents: ['Thing'],
    properties: {
      address: ['PostalAddress', 'Text'],
      telephone: ['Text'],
      geo: ['GeoCoordinates'],
      openingHoursSpecification: ['OpeningHoursSpecification'],
    },
  },
  LocalBusiness: {
    parents: ['Organization', 'Place'],
    properties: { priceRange: ['Text'], openingHours: ['Text'] },
  },
  FoodEstablishment: {
    parents: ['LocalBusiness'],
    properties: {
      acceptsReservations: ['Boolean', 'URL', 'Text'],
      hasMenu: ['Menu', 'URL', 'Text'],
      servesCuisine: ['Text'],
    },
  },
  // Google's local business results need the name and the address.
  Restaurant: { parents: ['FoodEstablishment'], properties: {}, required: ['name', 'address'] },
  Intangible: { parents: ['Thing'], properties: {} },
  StructuredValue: { parents: ['Intangible'], properties: {} },
  ContactPoint: { parents: ['StructuredValue'], properties: { telephone: ['Text'] } },
  PostalAddress: {
    parents: ['ContactPoint'],
    properties: {
      streetAddress: ['Text'],
      postalCode: ['Text'],
      addressLocality: ['Text'],
      addressRegion: ['Text'],
      addressCountry: ['Text'],
    },
    required: [['streetAddress', 'addressLocality']],
  },
  // Decimal degrees; schema.org allows a Number or a Text.
  GeoCoordinates: {
    parents: ['StructuredValue'],
    properties: { latitude: ['Number', 'Text'], longitude: ['Number', 'Text'] },
    required: ['latitude', 'longitude'],
  },
  OpeningHoursSpecification: {
    parents: ['StructuredValue'],
    properties: {
      dayOfWeek: ['DayOfWeek'],
      opens: ['Time'],
      closes: ['Time'],
      validFrom: ['Date'],
      validThrough: ['Date'],
    },
    // Weekly hours name their days; special hours their dates.
    required: ['opens', 'closes', ['dayOfWeek', 'validFrom']],
  },
  CreativeWork: { parents: ['Thing'], properties: { inLanguage: ['Text'] } },
  Menu: {
    parents: ['CreativeWork'],
    properties: { hasMenuSection: ['MenuSection'], hasMenuItem: ['MenuItem'] },
    required: ['name'],
  },
  MenuSection: {
    parents: ['CreativeWork'],
    properties: { hasMenuSection: ['MenuSection'], hasMenuItem: ['MenuItem'] },
    required: ['name', 'hasMenuItem'],
  },
  MenuItem: {
    parents: ['Intangible'],
    properties: { offers: ['Offer'], suitableForDiet: ['RestrictedDiet'], menuAddOn: ['MenuSection'] },
    required: ['name', 'offers'],
  },
  Offer: {
    parents: ['Intangible'],
    properties: { price: ['Number', 'Text'], priceCurrency: ['Currency'] },
    required: ['price', 'priceCurrency'],
  },
  ImageObject: { parents: ['CreativeWork'], properties: { contentUrl: ['URL'] } },
};

const SCHEMA = 'https://schema.org/';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** schema.org's RestrictedDiet members. */
const DIETS = [
  'DiabeticDiet',
  'GlutenFreeDiet',
  'HalalDiet',
  'HinduDiet',
  'KosherDiet',
  'LowCalorieDiet',
  'LowFatDiet',
  'LowLactoseDiet',
  'LowSaltDiet',
  'VeganDiet',
  'VegetarianDiet',
];

const isTypeName = (name: string): name is TTypeName => Object.hasOwn(TYPES, name);

/** The type and every type it inherits from. */
function lineage(type: TTypeName): Set<TTypeName> {
  const all = new Set<TTypeName>([type]);
  for (const parent of TYPES[type].parents) for (const t of lineage(parent)) all.add(t);
  return all;
}

/** The ranges of `property` on `type` (its own or inherited), or undefined when the type has no such property. */
function rangesOf(type: TTypeName, property: string): TRange[] | undefined {
  const found = [...lineage(type)].flatMap((t) => TYPES[t].properties[property] ?? []);
  return found.length > 0 ? [...new Set(found)] : undefined;
}

/** Whether a literal (not an object) is of the form `range` names. */
function literalFits(value: unknown, range: TRange): boolean {
  switch (range) {
    case 'Text':
      return typeof value === 'string' && value.trim() !== '';
    case 'URL':
      return typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value);
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'Boolean':
      return typeof value === 'boolean';
    case 'Time':
      return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value);
    case 'Date':
      return (
        typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
      );
    case 'Currency':
      return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
    case 'DayOfWeek':
      return typeof value === 'string' && DAYS.some((day) => value === `${SCHEMA}${day}`);
    case 'RestrictedDiet':
      return typeof value === 'string' && DIETS.some((diet) => value === `${SCHEMA}${diet}`);
    default:
      return false;
  }
}

/**
 * The problems of a JSON-LD document (empty: valid), each as `path: what`. A price given as text must read
 * as a number ('12.50').
 */
export function schemaOrgProblems(document: unknown): string[] {
  const problems: string[] = [];
  const root = document as Record<string, unknown>;
  if (typeof root !== 'object' || root === null || Array.isArray(root)) return ['$: not an object'];
  if (root['@context'] !== 'https://schema.org') problems.push('$: @context is not https://schema.org');

  function visit(node: Record<string, unknown>, path: string, allowed: TTypeName[]): void {
    const type = node['@type'];
    if (typeof type !== 'string' || !isTypeName(type)) {
      problems.push(`${path}: unknown @type ${JSON.stringify(type)}`);
      return;
    }
    if (!allowed.some((range) => lineage(type).has(range))) {
      problems.push(`${path}: a ${type} where ${allowed.join(' or ')} belongs`);
    }
    for (const need of TYPES[type].required ?? []) {
      const options = Array.isArray(need) ? need : [need];
      if (!options.some((property) => node[property] !== undefined)) {
        problems.push(`${path}: ${type} needs ${options.join(' or ')}`);
      }
    }
    for (const [property, value] of Object.entries(node)) {
      if (property === '@type' || property === '@id' || (property === '@context' && path === '$')) continue;
      const ranges = rangesOf(type, property);
      if (!ranges) {
        problems.push(`${path}: ${type} has no property ${property}`);
        continue;
      }
      const values = Array.isArray(value) ? value : [value];
      if (values.length === 0) problems.push(`${path}.${property}: empty list`);
      values.forEach((item, index) => {
        const at = Array.isArray(value) ? `${path}.${property}[${index}]` : `${path}.${property}`;
        if (typeof item === 'object' && item !== null) {
          const types = ranges.filter(isTypeName);
          if (types.length === 0) problems.push(`${at}: ${property} takes no object`);
          else visit(item as Record<string, unknown>, at, types);
        } else if (!ranges.some((range) => literalFits(item, range))) {
          problems.push(`${at}: ${JSON.stringify(item)} is not ${ranges.join(' or ')}`);
        } else if (property === 'price' && typeof item === 'string' && !/^\d+(\.\d+)?$/.test(item)) {
          problems.push(`${at}: price ${JSON.stringify(item)} does not read as a number`);
        }
      });
    }
  }

  visit(root, '$', ['Thing']);
  return problems;
}
