import '../../../campaign.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '@cf/api-client';
import { Container, PageHeader, Select, TextField, useGrowingList } from '@cf/ui';
import { BROWSE_SORTS, campaignsApi, PAGE_SIZE, type BrowseSort } from '../../../api/campaigns-api';
import type { CampaignCard } from '@cf/contracts/rest';
import { CampaignList } from './CampaignList';

const SEARCH_DELAY_MS = 350;

/** /browse-companies (C2.2): search, investing type, the six categories, cards growing 12 at a time. */
export default function BrowsePage() {
  const { t } = useTranslation('campaign');
  const lng = useApiLanguage();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [investingType, setInvestingType] = useState('');
  const [sortBy, setSortBy] = useState<BrowseSort>('newest');

  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

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
          setSearch(input.trim());
        }}
      >
        <TextField type="search" label={t('browse.search')} value={input} onChange={(e) => setInput(e.target.value)} maxLength={100} autoComplete="off" />
        <Select
          label={t('browse.investingType')}
          value={investingType}
          onChange={(e) => setInvestingType(e.target.value)}
          options={[
            { value: '', label: t('browse.allTypes') },
            { value: 'fixed', label: t('investingTypes.fixed') },
            { value: 'flexible', label: t('investingTypes.flexible') },
          ]}
        />
      </form>
      <div role="group" aria-label={t('browse.sortLabel')}>
        <ul className="campaign-sorts">
          {BROWSE_SORTS.map((sort) => (
            <li key={sort}>
              <button type="button" className="campaign-chip" aria-pressed={sortBy === sort} onClick={() => setSortBy(sort)}>
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
