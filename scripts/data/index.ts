// The demo-data generator, for the services' tests that run over generated data.
export { demoPassword } from './build/users';
export * from './generate';
export { Rng } from './rng';
