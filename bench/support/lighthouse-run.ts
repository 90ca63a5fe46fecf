import type { Result } from 'lighthouse';

/** What bench B6 keeps of one Lighthouse run of one page. */
export interface LighthouseRun {
  /** The performance score, 0 to 100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred, compressed as sent. */
  scriptKb: number;
  /** The diagnostics to act on, most telling first: « title: what it measures ». */
  diagnostics: string[];
  warnings: string[];
}

export function readRun(lhr: Result, url: string): LighthouseRun {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  const performance = lhr.categories.performance;
  if (performance?.score == null)
    throw new Error(`Lighthouse gave ${url} no performance score: ${lhr.runWarnings.join('; ')}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${url}`);
    return value;
  };
  const resources = lhr.audits['resource-summary']?.details;
  const script =
    resources?.type === 'table'
      ? resources.items.find((item) => item.resourceType === 'script')
      : undefined;
  return {
    score: Math.round(performance.score * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptKb: Number(script?.transferSize ?? 0) / 1024,
    diagnostics: diagnosticsOf(lhr),
    warnings: lhr.runWarnings.map(String),
  };
}

/**
 * The failing diagnostics in the order of Lighthouse's report: lowest score first, then the larger
 * share of the weighted metrics they would save.
 */
function diagnosticsOf(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const metrics = refs.filter((ref) => ref.group === 'metrics' && ref.acronym);
  const linearImpact = (savings: Record<string, number | undefined> = {}) =>
    metrics.reduce((impact, metric) => {
      const saved = savings[metric.acronym as string];
      const value = lhr.audits[metric.id]?.numericValue;
      return saved && value ? impact + (saved / value) * metric.weight : impact;
    }, 0);
  return refs
    .filter((ref) => ref.group === 'diagnostics')
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 0.9 ? [audit] : [];
    })
    .sort(
      (a, b) =>
        (a.score ?? 0) - (b.score ?? 0) ||
        linearImpact(b.metricSavings) - linearImpact(a.metricSavings),
    )
    .map((audit) => (audit.displayValue ? `${audit.title}: ${audit.displayValue}` : audit.title));
}
