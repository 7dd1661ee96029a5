/**
 * A marketing spike: a campaign is in the news and anonymous readers flood the home page, the browse
 * list and the campaign's page (its details, documents list and investors), in Arabic and English.
 * Reads only; every answer must come back quickly and none may be a server error or a 429 for an
 * ordinary reader (the per-address budget is sized for carriers' shared addresses: docs/runbooks).
 *
 *   PEAK_RATE  page views per second at the peak (default 200)
 */
import { check, group, sleep } from 'k6';
import http from 'k6/http';
import { Counter } from 'k6/metrics';
import type { Options } from 'k6/options';
import { api, BASE_URL, liveCampaigns, type CampaignCard } from './lib/platform';

const PEAK = Number(__ENV.PEAK_RATE || 200);

export const options: Options = {
  scenarios: {
    spike: {
      executor: 'ramping-arrival-rate',
      startRate: 5,
      timeUnit: '1s',
      preAllocatedVUs: Math.max(20, PEAK),
      maxVUs: PEAK * 5,
      stages: [
        { duration: '20s', target: PEAK },
        { duration: '2m', target: PEAK },
        { duration: '20s', target: 5 },
      ],
    },
  },
  thresholds: {
    'http_req_duration{name:browse}': ['p(95)<300'],
    'http_req_duration{name:campaign}': ['p(95)<300'],
    'http_req_duration{name:home}': ['p(95)<200'],
    http_req_failed: ['rate<0.005'],
    throttled: ['count==0'],
  },
};

const throttled = new Counter('throttled');

export function setup(): { campaigns: CampaignCard[] } {
  const campaigns = liveCampaigns();
  if (campaigns.length === 0) throw new Error('the browse list is empty: is the platform seeded?');
  return { campaigns };
}

export default function reader(setup: { campaigns: CampaignCard[] }): void {
  const language = Math.random() < 0.7 ? 'ar' : 'en';
  const campaign = setup.campaigns[Math.floor(Math.random() * Math.min(3, setup.campaigns.length))];
  group('home', () => {
    const page = http.get(`${BASE_URL}/?lng=${language}`, { tags: { name: 'home' }, headers: { 'accept-encoding': 'br, gzip' } });
    check(page, { 'home page': (r) => r.status === 200 });
    if (page.status === 429) throttled.add(1);
  });
  group('browse', () => {
    const list = api('GET', `equities/front?limit=12&lng=${language}`, { name: 'browse' });
    check(list, { 'browse list': (a) => a.status === 200 });
    if (list.status === 429) throttled.add(1);
  });
  sleep(Math.random() * 2);
  group('campaign', () => {
    const details = api('GET', `equities/${campaign.slug}/front?lng=${language}`, { name: 'campaign' });
    check(details, { 'campaign page': (a) => a.status === 200 });
    if (details.status === 429) throttled.add(1);
    const investors = api('GET', `campaigns/${campaign.id}/investors?limit=10`, { name: 'campaign investors' });
    check(investors, { 'campaign investors': (a) => a.status === 200 });
  });
}
