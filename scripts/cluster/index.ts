// The cluster as code: for the integration tests that start one on free ports (gateway/test/cluster*.test.ts) and
// for benches that act on the running `npm run cluster` (loadLayout(DEFAULT_CLUSTER_DIR)).
export {
  type ClusterLayout,
  type ProcessSpec,
  DEFAULT_CLUSTER_DIR,
  HEALTH_PATH,
  loadLayout,
  processesOf,
  siteUrl,
  servicesUrl,
} from './layout';
export { clusterStatus, restartProcess, startCluster, stopCluster } from './cluster';
export { BACKENDS, serverStates, setServerState } from './haproxy';
export { roll } from './roll';
export { freeLayout } from './free-layout';
export { runningPid } from './processes';
