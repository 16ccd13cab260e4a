/** The contractor id of `/contractors/:contractor_id`: the one path-id rule, under the name the contractor pages import. */
export { pathId as contractorIdParam } from '../../../lib/path-params';
