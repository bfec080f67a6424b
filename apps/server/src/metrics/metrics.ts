import type { Decision } from '@dina/engine';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the gauges read at each scrape, so they cost the requests nothing. */
export interface MetricSources {
  /** Messages waiting per chatbot for its engine thread. */
  engineWaiting(): Map<string, number>;
  /** Statistics events queued and not yet written. */
  statsQueued(): number;
}

/**
 * The app's Prometheus metrics, in a registry of its own (tests build many apps in one
 * process). Labels are route templates, statuses, chatbots, outcomes and warning-sign ids:
 * all from a small fixed set, never a URL, a message or anything about the visitor.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'method' | 'route'>;
  private readonly decisions: Counter<'chatbot' | 'outcome'>;
  private readonly warnings: Counter<'chatbot' | 'sign'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to answer, by route template',
      labelNames: ['method', 'route'],
      // API answers take about a millisecond here (bench/ api) and pages a few; the upper
      // buckets catch a slow database or an engine that has fallen behind.
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.decisions = new Counter({
      name: 'chat_decisions_total',
      help: 'Typed messages by what the engine did: answer, clarify, fallback or urgent',
      labelNames: ['chatbot', 'outcome'],
      registers,
    });
    this.warnings = new Counter({
      name: 'chat_warning_signs_total',
      help: 'Urgent answers by the warning sign that was recognised',
      labelNames: ['chatbot', 'sign'],
      registers,
    });
    new Gauge({
      name: 'engine_queue_depth',
      help: 'Messages waiting for a chatbot’s engine thread',
      labelNames: ['chatbot'],
      registers,
      collect() {
        this.reset();
        for (const [chatbot, waiting] of sources.engineWaiting()) this.set({ chatbot }, waiting);
      },
    });
    new Gauge({
      name: 'stats_queue_depth',
      help: 'Anonymous statistics events queued and not yet written to the database',
      registers,
      collect() {
        this.set(sources.statsQueued());
      },
    });
  }

  /** Counts an answered request; `seconds` is the time Fastify measured for it. */
  request(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status });
    this.duration.observe({ method, route }, seconds);
  }

  /** Counts what the engine did with a typed message. */
  decision(chatbot: string, decision: Decision): void {
    this.decisions.inc({ chatbot, outcome: decision.outcome });
    if (decision.warning) this.warnings.inc({ chatbot, sign: decision.warning.sign });
  }
}
