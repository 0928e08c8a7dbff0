export {
  optionGroupsQueryOptions,
  type TOptionGroup,
  useOptionGroups,
  useSetOptionSoldOut,
} from './api/option-groups-api';
export { LineOptions } from './components/line-options';
export { OptionGroupsField } from './components/option-groups-field';
export { OptionGroupsHint } from './components/option-groups-hint';
export { displayName as optionName, ruleText } from './option-group-form';
