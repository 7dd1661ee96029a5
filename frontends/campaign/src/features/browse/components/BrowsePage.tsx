import '../../../campaign.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiLanguage } from '@cf/api-client';
import { Container, PageHeader, Select, TextField, useGrowingList } from '@cf/ui';
import { BROWSE_SORTS, campaignsApi, PAGE_SIZE, type BrowseSort } from '../../../api/campaigns-api';
import type { CampaignCard } from '@cf/contracts/rest';
import { CampaignList } from './CampaignList';

const SEARCH_DELAY_MS = 350;
const FUNDING_MODELS = ['fixed', 'flexible'] as const;

/**
 * What the address says: `?q=dates&model=flexible&show=percentage-raised`. Unknown values fall back
 * to the defaults, so a hand-edited or stale link still opens the page.
 */
export function browseStateOf(params: URLSearchParams): { search: string; investingType: string; sortBy: BrowseSort } {
  const model = params.get('model') ?? '';
  const show = params.get('show') ?? '';
  return {
    search: (params.get('q') ?? '').trim().slice(0, 100),
    investingType: (FUNDING_MODELS as readonly string[]).includes(model) ? model : '',
    sortBy: (BROWSE_SORTS as readonly string[]).includes(show) ? (show as BrowseSort) : 'newest',
  };
}

/**
 * /browse-companies (C2.2): search and the funding model (fixed or flexible) as filters, the six
 * categories as what to show, cards growing 12 at a time. The choices live in the address, so a list
 * can be shared and Back returns to the previous choice (typing replaces the entry instead of adding
 * one per keystroke).
 */
export default function BrowsePage() {
  const { t } = useTranslation('campaign');
  const lng = useApiLanguage();
  const [params, setParams] = useSearchParams();
  const { search, investingType, sortBy } = browseStateOf(params);
  const [input, setInput] = useState(search);

  // react-router hands an updater the params of the last render: a second choice made before React
  // re-rendered after the first would drop the first. The latest choice is kept here instead.
  const latest = useRef(params);
  latest.current = params;
  const update = (changes: Record<string, string>, replace = false) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    latest.current = next;
    setParams(next, { replace });
  };

  // Back/forward to another search puts its words back in the box.
  useEffect(() => setInput(search), [search]);
  // Typed words reach the address after a pause. A search sent meanwhile (Enter) ends the wait; so
  // does leaving: a card clicked within the pause must not be undone by the timer while the next
  // page loads and this one is still on screen (seen in CI: the visitor was sent back to browse).
  const here = useRef(window.location.pathname);
  useEffect(() => {
    if (input.trim() === search) return undefined;
    const timer = setTimeout(() => {
      if (window.location.pathname === here.current) update({ q: input.trim() }, true);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input, search]);

  const list = useGrowingList<CampaignCard>(
    ['campaign', 'browse', search, investingType, sortBy, lng],
    (limit) => campaignsApi.browse({ limit, campaignName: search, investingType, sortBy }),
    PAGE_SIZE.browse,
  );

  return (
    <Container size="xl" className="campaign-page">
      <PageHeader title={t('browse.title')} description={t('browse.intro')} />
      <form
        role="search"
        className="campaign-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: input.trim() });
        }}
      >
        <TextField type="search" label={t('browse.search')} value={input} onChange={(e) => setInput(e.target.value)} maxLength={100} autoComplete="off" />
        <Select
          label={t('browse.fundingModel')}
          value={investingType}
          onChange={(e) => update({ model: e.target.value })}
          options={[
            { value: '', label: t('browse.allModels') },
            ...FUNDING_MODELS.map((model) => ({ value: model, label: t(`browse.models.${model}`) })),
          ]}
        />
      </form>
      <div role="group" aria-labelledby="browse-show" className="campaign-sortbar">
        <span id="browse-show" className="campaign-sortbar__label">
          {t('browse.sortLabel')}
        </span>
        <ul className="campaign-sorts">
          {BROWSE_SORTS.map((sort) => (
            <li key={sort}>
              <button type="button" className="campaign-chip" aria-pressed={sortBy === sort} onClick={() => update({ show: sort === 'newest' ? '' : sort })}>
                {t(`browse.sorts.${sort}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <CampaignList list={list} skeletons={6} />
    </Container>
  );
}
