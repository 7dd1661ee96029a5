import { mergeExpositions } from './merged-metrics';

describe('the embedded mode\'s metrics at one URL (issue 40)', () => {
  it('gathers a family several services expose under one HELP and TYPE, histograms with their buckets, samples kept apart by service', () => {
    const a = ['# HELP cf_parked_events Parked', '# TYPE cf_parked_events gauge', 'cf_parked_events{service="wallet"} 0', '# HELP cf_req Requests', '# TYPE cf_req histogram', 'cf_req_bucket{le="0.1",service="wallet"} 1', 'cf_req_count{service="wallet"} 1', ''].join('\n');
    const b = ['# HELP cf_parked_events Parked', '# TYPE cf_parked_events gauge', 'cf_parked_events{service="investments"} 2', '# HELP cf_req Requests', '# TYPE cf_req histogram', 'cf_req_count{service="investments"} 5', ''].join('\n');
    expect(mergeExpositions([a, '', b]).split('\n')).toEqual([
      '# HELP cf_parked_events Parked',
      '# TYPE cf_parked_events gauge',
      'cf_parked_events{service="wallet"} 0',
      'cf_parked_events{service="investments"} 2',
      '# HELP cf_req Requests',
      '# TYPE cf_req histogram',
      'cf_req_bucket{le="0.1",service="wallet"} 1',
      'cf_req_count{service="wallet"} 1',
      'cf_req_count{service="investments"} 5',
      '',
    ]);
  });
});
