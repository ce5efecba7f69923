export { validateListSetsAndMaps } from './validation';
