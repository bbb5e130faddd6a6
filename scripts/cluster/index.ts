// The cluster as code, for the integration test that starts one on free ports (gateway/test/cluster*.test.ts).
export { type ClusterLayout, type ProcessSpec, HEALTH_PATH, processesOf, siteUrl, servicesUrl } from './layout';
export { clusterStatus, restartProcess, startCluster, stopCluster } from './cluster';
export { BACKENDS, serverStates, setServerState } from './haproxy';
export { roll } from './roll';
export { freeLayout } from './free-layout';
export { runningPid } from './processes';
