import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import { renderCampaignPage } from '../../../test/helpers';
import { ReturnCalculator } from './ReturnCalculator';

describe('return calculator (C2.4, C5.10, C9.5)', () => {
  it('[C5.10] the campaign\'s rate is a fact, not an input; an amount under the campaign\'s minimum is refused; the profit reads in plain words', async () => {
    mockApi({});
    await renderCampaignPage(<ReturnCalculator interestRate={8} minimumInvestment={100_000} />, '/');
    expect(screen.queryByRole('textbox', { name: /rate/i })).toBeNull();
    expect(screen.getByText('Yearly profit rate')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'If I invest (OMR)' });
    expect(amount).toHaveValue('1000');
    expect(screen.getByText('Profit in a year')).toBeInTheDocument();
    expect(screen.getByText('OMR 80')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    expect(await screen.findByText('The smallest investment in this campaign is OMR 100')).toBeInTheDocument();
  });

  it('[C2.4] in Arabic the rate and the profit follow the reader\'s digits', async () => {
    mockApi({});
    await renderCampaignPage(<ReturnCalculator interestRate={8} minimumInvestment={100_000} />, '/', { language: 'ar' });
    expect(screen.getByText('معدل الربح السنوي')).toBeInTheDocument();
    expect(screen.getByText(/^٨٪/)).toBeInTheDocument();
  });
});
