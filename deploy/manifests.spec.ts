import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migrationFiles, MIGRATIONS_DIR } from './k8s-migration-jobs';
import { KAFKA_FILE, kafkaManifest } from './k8s-kafka';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { PrometheusRule, ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
// js-yaml comes with @nestjs/swagger (a direct dependency); no Docker or kubectl here, so the
// deployment descriptions are checked for syntax and for the wiring the platform relies on.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loadAll } = require('js-yaml') as { loadAll(text: string): unknown[] };

const ROOT = resolve(__dirname, '..');
type Doc = Record<string, any>;

const load = (file: string): Doc[] => (loadAll(readFileSync(file, 'utf8')) as Doc[]).filter(Boolean);

/** The published schema of each kind the manifests use (kubernetes-models: the Kubernetes API's, prometheus-operator's and KEDA's CRDs). */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRule,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
};
/** Strimzi's models need Node 22 (this platform runs on 20); the Kafka tests check their wiring. */
const UNCHECKED = new Set(['kustomize.config.k8s.io/v1beta1/Kustomization', 'kafka.strimzi.io/v1beta2/Kafka', 'kafka.strimzi.io/v1beta2/KafkaNodePool', 'kafka.strimzi.io/v1beta2/KafkaTopic']);

/** Validates each object against its kind's schema; answers the problems and how many were checked. */
function validateAll(objects: Array<{ where: string; doc: Doc }>): { problems: string[]; checked: number } {
  const problems: string[] = [];
  let checked = 0;
  for (const { where, doc } of objects) {
    const kind = `${doc.apiVersion}/${doc.kind}`;
    if (UNCHECKED.has(kind)) continue;
    const Model = MODELS[kind];
    if (!Model) {
      problems.push(`${where}: no schema for ${kind}`);
      continue;
    }
    try {
      new Model(doc as never).validate();
      checked++;
    } catch (error) {
      problems.push(`${where} ${doc.kind}/${doc.metadata?.name}: ${(error as Error).message}`);
    }
  }
  return { problems, checked };
}

describe('deployment descriptions (deploy/compose.yaml, k8s/)', () => {
  const k8sDir = join(ROOT, 'k8s');
  const k8sFiles = readdirSync(k8sDir).filter((f) => f.endsWith('.yaml'));
  const docs = k8sFiles.flatMap((f) => load(join(k8sDir, f)).map((doc) => ({ file: f, doc })));

  it('parses every Kubernetes manifest, each with apiVersion, kind and a name', () => {
    expect(k8sFiles.length).toBeGreaterThan(4);
    for (const { file, doc } of docs) {
      if (file === 'kustomization.yaml') continue;
      expect({ file, apiVersion: typeof doc.apiVersion, kind: typeof doc.kind, name: typeof doc.metadata?.name }).toEqual({
        file,
        apiVersion: 'string',
        kind: 'string',
        name: 'string',
      });
    }
  });

  /**
   * [issue 40] Every object against its published schema (kubernetes-models: the Kubernetes API's
   * OpenAPI schemas, and the prometheus-operator and KEDA CRDs'). Strimzi's kinds are not checked
   * here: their models need Node 22 (this platform runs on 20); the Kafka tests check their wiring.
   */
  it('[issue 40] validates every Kubernetes object (jobs and migration Jobs included) against the Kubernetes, prometheus-operator and KEDA schemas', () => {
    const everyFile = [...k8sFiles.map((f) => join(k8sDir, f)), ...['jobs', 'migrations'].flatMap((dir) => readdirSync(join(k8sDir, dir)).filter((f) => f.endsWith('.yaml')).map((f) => join(k8sDir, dir, f)))];
    const { problems, checked } = validateAll(everyFile.flatMap((file) => load(file).map((doc) => ({ where: file, doc }))));
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(80);
    // A broken object is caught (the check can fail): a port given as text.
    const deployment = docs.find(({ doc }) => doc.kind === 'Deployment')!.doc;
    const broken = JSON.parse(JSON.stringify(deployment));
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    expect(() => new Deployment(broken).validate()).toThrow(/containerPort must be integer/);
  });

  /**
   * [issue 40] What `kubectl apply -k k8s/` would send: kustomize's rendering (namespace, labels, image
   * tags, the dashboard's generated ConfigMap), each object validated. kubectl (with kustomize 5) is
   * part of this machine's image, which CI uses too; a machine without it prints that nothing was rendered.
   */
  it('[issue 40] kubectl kustomize renders k8s/, and every rendered object validates against its schema', () => {
    const kubectl = spawnSync('kubectl', ['kustomize', k8sDir], { encoding: 'utf8', timeout: 60_000 });
    if (kubectl.error) {
      console.warn(`kubectl is not installed here: k8s/ was not rendered (${kubectl.error.message})`);
      return;
    }
    expect({ status: kubectl.status, stderr: kubectl.stderr }).toEqual({ status: 0, stderr: '' });
    const rendered = (loadAll(kubectl.stdout) as Doc[]).filter(Boolean);
    expect(rendered.every((doc) => doc.kind === 'Namespace' || doc.metadata.namespace === 'crowdfunding')).toBe(true);
    expect(rendered.find((doc) => doc.kind === 'ConfigMap' && doc.metadata.name === 'platform-dashboard')?.metadata.labels).toMatchObject({ grafana_dashboard: '1' });
    const images = rendered.filter((doc) => doc.kind === 'Deployment').map((doc) => doc.spec.template.spec.containers[0].image as string);
    expect(images.length).toBeGreaterThan(8);
    expect(images.every((image) => /^crowdfunding\/[a-z]+:0\.1\.0$/.test(image))).toBe(true);
    const { problems, checked } = validateAll(rendered.map((doc) => ({ where: 'kubectl kustomize k8s/', doc })));
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it('lists in kustomization.yaml only files that exist, and every manifest except the secrets example', () => {
    const [kustomization] = load(join(k8sDir, 'kustomization.yaml'));
    for (const resource of kustomization.resources as string[]) expect(existsSync(join(k8sDir, resource))).toBe(true);
    expect(new Set(kustomization.resources)).toEqual(
      new Set(k8sFiles.filter((f) => f !== 'kustomization.yaml' && f !== 'secrets.example.yaml')),
    );
  });

  it('gives every Deployment probes on /health/ready and /health/live (and services a startup probe on their consumers), resources, a Service on its port, and Secret refs', () => {
    const deployments = docs.filter(({ doc }) => doc.kind === 'Deployment').map(({ doc }) => doc);
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(
      expect.arrayContaining(['gateway', 'identity', 'notifications', 'site', 'wallet', 'campaigns', 'verification']),
    );
    for (const deployment of deployments) {
      const name = deployment.metadata.name as string;
      const [container] = deployment.spec.template.spec.containers;
      expect(deployment.spec.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': name });
      expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
      expect(container.readinessProbe.httpGet.path).toBe('/health/ready');
      expect(container.livenessProbe.httpGet.path).toBe('/health/live');
      // [issue 40] a service's pod takes traffic once its consumer group has joined (the gateway consumes nothing).
      expect(container.startupProbe.httpGet.path).toBe(name === 'gateway' ? '/health/live' : '/health/consumers');
      expect(container.resources.requests).toBeDefined();
      expect(container.resources.limits.memory).toBeDefined();
      const port = container.ports[0].containerPort;
      expect(container.env.find((e: Doc) => e.name === 'PORT').value).toBe(String(port));
      const service = docs.find(({ doc }) => doc.kind === 'Service' && doc.metadata.name === name)?.doc;
      expect(service?.spec.selector).toEqual({ 'app.kubernetes.io/name': name });
      const secretRefs = container.env.filter((e: Doc) => e.valueFrom?.secretKeyRef).map((e: Doc) => e.name);
      expect(secretRefs).toEqual(expect.arrayContaining(['REDIS_URL', 'KAFKA_BROKERS', ...(name === 'gateway' ? [] : ['DB_URL'])]));
      expect(container.envFrom).toEqual([{ configMapRef: { name: 'platform-config' } }]);
    }
  });

  it('[issue 40] runs each service\'s migrations once, in a Job generated from its Deployment, and starts the replicas with MIGRATIONS=check', () => {
    const expected = migrationFiles();
    const written = new Map(readdirSync(MIGRATIONS_DIR).map((file) => [file, readFileSync(join(MIGRATIONS_DIR, file), 'utf8')]));
    // Run `npm run k8s:migration-jobs` after changing a Deployment.
    expect(written).toEqual(expected);
    const services = docs.filter(({ doc }) => doc.kind === 'Deployment' && doc.metadata.name !== 'gateway').map(({ doc }) => doc.metadata.name);
    const jobs = [...expected.entries()].filter(([file]) => file !== 'kustomization.yaml').flatMap(([, text]) => (loadAll(text) as Doc[]).filter(Boolean));
    expect(jobs.map((job) => [job.kind, job.metadata.name]).sort()).toEqual(services.map((name) => ['Job', `migrate-${name}`]).sort());
    for (const job of jobs) expect(job.spec.template.spec.containers[0].env).toEqual(expect.arrayContaining([{ name: 'MIGRATIONS', value: 'only' }, expect.objectContaining({ name: 'DB_URL' })]));
    const config = docs.find(({ doc }) => doc.kind === 'ConfigMap' && doc.metadata.name === 'platform-config')!.doc;
    expect(config.data).toMatchObject({ MIGRATIONS: 'check', FILE_STORE: 'database' });
  });

  it('[issue 40] denies by default and lets through only the flows the services make; every service has a PodDisruptionBudget and an autoscaler (notifications on its consumer lag)', () => {
    const policies = docs.filter(({ doc }) => doc.kind === 'NetworkPolicy').map(({ doc }) => doc);
    expect(policies.find((p) => p.metadata.name === 'default-deny')?.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    const deployments = docs.filter(({ doc }) => doc.kind === 'Deployment').map(({ doc }) => doc);
    const portOf = (name: string) => deployments.find((d) => d.metadata.name === name)!.spec.template.spec.containers[0].ports[0].containerPort;
    const podsIn = (rules: Doc[] | undefined) => new Set((rules ?? []).flatMap((rule: Doc) => (rule.from ?? rule.to ?? []).map((peer: Doc) => peer.podSelector?.matchLabels?.['app.kubernetes.io/name']).filter(Boolean)));
    // Each service's calls, as its definition declares them; every service also reads identity's JWKS.
    const callsOf = (name: string): string[] => {
      const source = readFileSync(join(ROOT, 'services', name, 'src', `${name}.service-definition.ts`), 'utf8');
      const calls = [...(/calls: \[([^\]]*)\]/.exec(source)?.[1] ?? '').matchAll(/'([a-z]+)'/g)].map((m) => m[1]);
      return [...new Set([...calls, 'identity'])].filter((called) => called !== name);
    };
    for (const deployment of deployments) {
      const name = deployment.metadata.name as string;
      expect(docs.some(({ doc }) => doc.kind === 'PodDisruptionBudget' && doc.spec.selector.matchLabels['app.kubernetes.io/name'] === name)).toBe(true);
      // One autoscaler per Deployment: an HPA, or KEDA's ScaledObject (which makes its own HPA).
      expect(docs.filter(({ doc }) => ['HorizontalPodAutoscaler', 'ScaledObject'].includes(doc.kind) && doc.spec.scaleTargetRef.name === name)).toHaveLength(1);
      const policy = policies.find((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === name)!;
      expect(policy.spec.policyTypes).toEqual(['Ingress', 'Egress']);
      if (name === 'gateway') {
        expect(podsIn(policy.spec.egress)).toEqual(new Set(deployments.map((d) => d.metadata.name).filter((n) => n !== 'gateway')));
        continue;
      }
      const callers = deployments.map((d) => d.metadata.name as string).filter((other) => other !== 'gateway' && other !== name && callsOf(other).includes(name));
      expect({ name, ingress: podsIn(policy.spec.ingress) }).toEqual({ name, ingress: new Set(['gateway', ...callers]) });
      expect({ name, egress: podsIn(policy.spec.egress) }).toEqual({ name, egress: new Set(callsOf(name)) });
      for (const rule of policy.spec.ingress) expect(rule.ports).toEqual([{ protocol: 'TCP', port: portOf(name) }]);
    }
    // The wallet's internal ledger API: only the gateway (its public routes), investments and repayments reach its port.
    expect(podsIn(policies.find((p) => p.metadata.name === 'wallet')!.spec.ingress)).toEqual(new Set(['gateway', 'investments', 'repayments']));
    // The consumer-bound service scales on its group's lag, read from the brokers its pods use.
    const lagScaled = docs.find(({ doc }) => doc.kind === 'ScaledObject' && doc.spec.scaleTargetRef.name === 'notifications')!.doc;
    expect(lagScaled.spec.triggers.map((t: Doc) => t.type)).toEqual(['kafka', 'cpu']);
    expect(lagScaled.spec.triggers[0].metadata).toMatchObject({ consumerGroup: 'notifications-consumers', bootstrapServersFromEnv: 'KAFKA_BROKERS' });
    const notifications = deployments.find((d) => d.metadata.name === 'notifications')!.spec.template.spec.containers[0];
    expect(notifications.env.map((e: Doc) => e.name)).toContain('KAFKA_BROKERS');
  });

  it('[issue 40] declares Kafka (Strimzi, KRaft) and one KafkaTopic per topic of the AsyncAPI catalogue: replication 3, min.insync.replicas 2, money and legal topics kept for good', () => {
    // Run `npm run k8s:kafka` after adding an event source.
    expect(readFileSync(KAFKA_FILE, 'utf8')).toBe(kafkaManifest());
    const catalogue = JSON.parse(readFileSync(join(ROOT, 'docs', 'events', 'asyncapi.json'), 'utf8')) as { channels: Record<string, { address: string }> };
    const topics = docs.filter(({ doc }) => doc.kind === 'KafkaTopic').map(({ doc }) => doc);
    expect(topics.map((t) => t.spec.topicName).sort()).toEqual(Object.values(catalogue.channels).map((c) => c.address).sort());
    for (const topic of topics) expect(topic.spec).toMatchObject({ replicas: 3, config: { 'min.insync.replicas': 2 } });
    for (const kept of ['wallet.events', 'investments.events', 'repayments.events', 'verification.events']) expect(topics.find((t) => t.spec.topicName === kept)!.spec.config['retention.ms']).toBe(-1);
    const cluster = docs.find(({ doc }) => doc.kind === 'Kafka')!.doc;
    expect(cluster.metadata.annotations).toMatchObject({ 'strimzi.io/kraft': 'enabled', 'strimzi.io/node-pools': 'enabled' });
    expect(cluster.spec.kafka.config).toMatchObject({ 'min.insync.replicas': 2, 'default.replication.factor': 3, 'auto.create.topics.enable': false });
  });

  it('[issue 40] scrapes every service, alerts on the ledger, the outbox, lag, parked events and 5xx, and charts only series the services expose', () => {
    const monitor = docs.find(({ doc }) => doc.kind === 'ServiceMonitor')!.doc;
    const services = docs.filter(({ doc }) => doc.kind === 'Deployment' && doc.metadata.name !== 'gateway').map(({ doc }) => doc.metadata.name);
    expect(new Set(monitor.spec.selector.matchExpressions[0].values)).toEqual(new Set(services));
    expect(monitor.spec.endpoints).toEqual([expect.objectContaining({ port: 'http', path: '/metrics' })]);
    const rules = docs.find(({ doc }) => doc.kind === 'PrometheusRule')!.doc.spec.groups.flatMap((g: Doc) => g.rules) as Doc[];
    expect(rules.map((r) => r.alert).sort()).toEqual(['ConsumerLagging', 'EventParked', 'LedgerImbalance', 'OutboxNotPublishing', 'ServerErrors', 'SlowRequests']);
    for (const rule of rules) expect(existsSync(join(ROOT, rule.annotations.runbook))).toBe(true);
    // Every series an alert or the dashboard reads is one the code declares (a renamed metric fails here).
    const declared = new Set<string>();
    const scan = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'test') scan(join(dir, entry.name));
        else if (entry.name.endsWith('.ts') && !entry.name.includes('spec')) for (const m of readFileSync(join(dir, entry.name), 'utf8').matchAll(/'(cf_[a-z_]+)'/g)) declared.add(m[1]);
      }
    };
    scan(join(ROOT, 'libs', 'platform', 'src'));
    scan(join(ROOT, 'services'));
    const dashboard = JSON.parse(readFileSync(join(k8sDir, 'grafana', 'platform.json'), 'utf8')) as { panels: Array<{ targets: Array<{ expr: string }> }> };
    const expressions = [...rules.map((r) => r.expr as string), ...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr))];
    const used = new Set(expressions.flatMap((expr) => [...expr.matchAll(/\b(cf_[a-z_]+)/g)].map((m) => m[1].replace(/_(count|bucket|sum)$/, ''))));
    expect([...used].filter((name) => !declared.has(name))).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
  });

  it('exposes the gateway through an Ingress and scales it with a HorizontalPodAutoscaler', () => {
    const ingress = docs.find(({ doc }) => doc.kind === 'Ingress')?.doc;
    expect(ingress?.spec.rules[0].http.paths[0].backend.service.name).toBe('gateway');
    const hpa = docs.find(({ doc }) => doc.kind === 'HorizontalPodAutoscaler')?.doc;
    expect(hpa?.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'gateway' });
  });

  it('describes compose with MariaDB, Kafka, Redis, every service and the gateway, all with healthchecks', () => {
    const [compose] = load(join(ROOT, 'deploy', 'compose.yaml'));
    const services = compose.services as Record<string, Doc>;
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['mariadb', 'kafka', 'redis', 'identity', 'site', 'notifications', 'wallet', 'campaigns', 'verification', 'gateway']),
    );
    for (const name of ['mariadb', 'kafka', 'redis', 'identity', 'site', 'notifications', 'wallet', 'campaigns', 'verification', 'gateway'])
      expect(services[name].healthcheck?.test).toBeDefined();
    for (const name of ['identity', 'site', 'notifications', 'wallet', 'campaigns', 'verification', 'gateway']) {
      expect(services[name].build).toEqual({ context: '..', dockerfile: 'deploy/docker/Dockerfile', args: { SERVICE: name } });
      expect(services[name].environment).toMatchObject({
        RUN_MODE: 'distributed',
        KAFKA_BROKERS: 'kafka:9092',
        REDIS_URL: 'redis://redis:6379',
        HOST: '0.0.0.0',
      });
      if (name !== 'gateway') expect(services[name].environment.DB_URL).toMatch(new RegExp(`^mysql://${name}:.*@mariadb:3306/cf_${name}$`));
    }
    expect(existsSync(join(ROOT, 'deploy', 'docker', 'Dockerfile'))).toBe(true);
  });
});
