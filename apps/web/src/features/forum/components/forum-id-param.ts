/** A category or post id of a forum address: the one path-id rule, under the name the forum pages import. */
export { pathId as forumIdParam } from '../../../lib/path-params';
