/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { withId, type Prefetch } from '../../lib/routing';
import { contractQueryOptions } from '../contracts/api/get-contract';
import { contractFeaturesQueryOptions } from './api/get-contract-features';
import { featureNamesQueryOptions } from './api/get-feature-names';

/** The Physical Features page. */
export const physicalFeatures: Prefetch = () => [featureNamesQueryOptions()];

/** The Physical Features page. */
export const physicalFeatures2: Prefetch = withId('id', (id) => [contractFeaturesQueryOptions(id), contractQueryOptions(id), featureNamesQueryOptions()]);

/** The Physical Feature Accomplishments page. */
export const physicalFeatureAccomplishments: Prefetch = withId('contractId', (id) => [contractQueryOptions(id), featureNamesQueryOptions()]);
