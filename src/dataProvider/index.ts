// What the screens take from the data provider besides its hooks: the failures' words, the saved
// record's message, the FTE resources' names and the dropdown's meta.
export { fteResource } from '@domain/fteFamilies';
export { savedMessageOf, gotNoAnswer, serverMessage } from './failures';
export { DROPDOWN_META } from './dropdown';
export { structureResources } from './structure';
export { listQuery } from './requests';
