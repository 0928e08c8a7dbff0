export { stationsQueryOptions, useStations } from './api/stations-api';
export { StationSelect } from './components/station-select';
