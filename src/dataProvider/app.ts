import type { DataProvider } from 'react-admin';
import type { ContactMethods } from './contact';
import type { EstimationMethods } from './estimation';

/**
 * The app's data provider: react-admin's methods for every resource, and the named methods of the
 * screens that are not lists of records. Each area declares its methods in its own file of this
 * folder and adds them here.
 */
export type AppDataProvider = DataProvider & EstimationMethods & ContactMethods;
