import { bundleServer } from '../../scripts/bundle-server.js';

/**
 * Global set-up of the test projects that start the server or the admin
 * command as processes (helpers/processes.ts): the bundle they run is built
 * from the sources as they are now, once per run.
 */
export default async function setup() {
  await bundleServer();
}
