// The composition root's public entry: what test harnesses and tools start the platform with.
export { startEmbeddedPlatform, type EmbeddedOptions, type EmbeddedPlatform } from './embedded/start-platform';
export { SERVICES, GATEWAY, withDependencies, type ServiceName } from './embedded/service-registry';
export { startMockKafka, type MockKafka } from './kafka-mock/mock-kafka';
export { startDistributedPlatform, type DistributedOptions, type DistributedPlatform, type ServiceProcess } from './distributed/start-distributed';
