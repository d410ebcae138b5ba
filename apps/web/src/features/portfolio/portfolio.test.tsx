import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import type { PortfolioFilterOptions, PortfolioSummary } from './api.ts';
import { csvCell } from '../../lib/csv.ts';
import { toCsv } from './csv.ts';
import PortfolioPage from './portfolio-page.tsx';
import { compactNaira, formatPeriod } from './words.ts';

const summary = (overrides: Partial<PortfolioSummary> = {}): PortfolioSummary => ({
  asOf: '2026-10-31',
  period: { from: '2026-10-01', to: '2026-10-31' },
  activeLoans: 12,
  outstandingPrincipal: 1_234_567_89,
  par1: 0.25,
  par30: 0.125,
  par90: 0.05,
  collectionRate: 0.8,
  collected: 400_000_00,
  due: 500_000_00,
  defaults: { count: 1, outstanding: 61_728_39 },
  writeOffs: { count: 2, principal: 900_000_00 },
  aging: [
    { key: 'current', label: 'Current', loans: 8, outstanding: 925_925_92 },
    { key: '1-30', label: '1–30 days', loans: 2, outstanding: 154_320_99 },
    { key: '31-60', label: '31–60 days', loans: 1, outstanding: 92_592_59 },
    { key: '61-90', label: '61–90 days', loans: 0, outstanding: 0 },
    { key: '91-180', label: '91–180 days', loans: 1, outstanding: 61_728_39 },
    { key: '180+', label: 'Over 180 days', loans: 0, outstanding: 0 },
  ],
  cohorts: [
    {
      month: '2026-08',
      loans: 7,
      financed: 700_000_00,
      points: [
        { month: 1, repaid: 70_000_00, share: 0.1 },
        { month: 2, repaid: 147_000_00, share: 0.21 },
      ],
    },
    { month: '2026-09', loans: 5, financed: 500_000_00, points: [{ month: 1, repaid: 40_000_00, share: 0.08 }] },
  ],
  ...overrides,
});

const options: PortfolioFilterOptions = {
  states: [
    { id: 25, name: 'Lagos' },
    { id: 31, name: 'Oyo' },
  ],
  packages: [{ id: 3, name: 'Home 3 kVA' }],
  agents: [{ id: 40, name: 'Tunde Bakare' }],
  coordinators: [{ id: 41, name: 'Ngozi Eze' }],
  financialInstitutions: [{ id: 1, name: 'Sterling Bank' }],
};

/** The files the page "downloads": saveBlob's object URL and the link's download name. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => ((last = blob), 'blob:csv') }));
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: last! });
  });
  return files;
}

/** A file's text as a spreadsheet reads it, the byte order mark kept (a decoder would drop it without a word). */
const textOf = async (blob: Blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

beforeEach(() => {
  signIn({ userRole: UserRole.Admin });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = (url: string) => renderPage(<PortfolioPage />, { route: '/portfolio', url, from: [] });

describe('/portfolio', () => {
  it('shows the headline figures of the day chosen', async () => {
    const api = fakeApi({
      'GET v1/Portfolio/GetSummary': () => ({ data: summary() }),
      'GET v1/Portfolio/GetFilters': () => ({ data: options }),
    });
    open('/portfolio?asOf=2026-10-31');
    const figures = await screen.findByRole('region', { name: 'Figures' });
    const value = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(value('Active loans')).toBe('12');
    expect(value('Outstanding principal')).toBe('₦1,234,567.89');
    expect(value('PAR1')).toBe('25.0%');
    expect(value('PAR30')).toBe('12.5%');
    expect(value('PAR90')).toBe('5.0%');
    expect(value('Collection rate')).toBe('80.0%');
    expect(within(figures).getByText(/collected ₦400,000.00 of ₦500,000.00 due, 1–31 Oct 2026/)).toBeTruthy();
    expect(value('Defaults')).toBe('1');
    expect(value('Write-offs')).toBe('2');
    expect(within(figures).getByText('₦900,000.00 written off')).toBeTruthy();
    expect(screen.getByText('As of 31 October 2026 · every loan')).toBeTruthy();
    expect(api.callsTo('GET v1/Portfolio/GetSummary')[0]?.query.get('asOf')).toBe('2026-10-31');
  });

  it('puts each chart’s numbers in a table with a caption and headers', async () => {
    fakeApi({
      'GET v1/Portfolio/GetSummary': () => ({ data: summary() }),
      'GET v1/Portfolio/GetFilters': () => ({ data: options }),
    });
    open('/portfolio?asOf=2026-10-31');
    const aging = within(await screen.findByRole('region', { name: 'Aging, table' }));
    expect(aging.getByRole('table', { name: 'Active loans by days overdue as of 2026-10-31' })).toBeTruthy();
    const row = aging.getByRole('rowheader', { name: '1–30 days' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['2', '₦154,320.99', '12.5%']);
    expect(aging.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Days overdue',
      'Loans',
      'Outstanding',
      'Share',
    ]);

    const par = within(screen.getByRole('region', { name: 'Portfolio at risk, table' }));
    const par30 = par.getByRole('rowheader', { name: /^PAR30/ }).closest('tr')!;
    expect(par30.textContent).toContain('12.5%');

    const cohorts = within(screen.getByRole('region', { name: 'Repayment by cohort, table' }));
    expect(cohorts.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Installed in',
      'Loans',
      'Financed',
      'After 1 month',
      '2 months',
    ]);
    const september = cohorts.getByRole('rowheader', { name: 'Sept 2026' }).closest('tr')!;
    expect([...september.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '5',
      '₦500,000.00',
      '8.0%',
      '–',
    ]);
  });

  it('downloads each table as CSV: naira with two decimals, shares as decimals, the date and filters in the name', async () => {
    fakeApi({
      'GET v1/Portfolio/GetSummary': () => ({ data: summary() }),
      'GET v1/Portfolio/GetFilters': () => ({ data: options }),
    });
    const files = catchDownloads();
    open('/portfolio?asOf=2026-10-31&stateId=25&packageId=custom');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV of aging' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe(
      'portfolio-aging_as-of-2026-10-31_period-2026-10-01-to-2026-10-31_state-lagos_product-custom-system.csv',
    );
    // A UTF-8 byte order mark first, so Excel reads "1–30 days" as UTF-8.
    expect([...new Uint8Array(await files[0]!.blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await textOf(files[0]!.blob)).toBe(
      [
        '\uFEFFImole portfolio,Aging',
        'As of,2026-10-31',
        'Collection rate period,2026-10-01 to 2026-10-31',
        'Filters,State: Lagos; Product: Custom system',
        'Days overdue,Loans,Outstanding principal (NGN),Share of outstanding principal',
        'Current,8,925925.92,0.75',
        '1–30 days,2,154320.99,0.125',
        '31–60 days,1,92592.59,0.075',
        '61–90 days,0,0.00,0',
        '91–180 days,1,61728.39,0.05',
        'Over 180 days,0,0.00,0',
        '',
      ].join('\r\n'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV of repayment by cohort' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV of the figures' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV of portfolio at risk' }));
    await waitFor(() => expect(files).toHaveLength(4));
    expect(await textOf(files[1]!.blob)).toBe(
      [
        '\uFEFFImole portfolio,Repayment by cohort',
        'As of,2026-10-31',
        'Collection rate period,2026-10-01 to 2026-10-31',
        'Filters,State: Lagos; Product: Custom system',
        'Installed in,Loans,Financed (NGN),Repaid after 1 month,Repaid after 2 months',
        '2026-08,7,700000.00,0.1,0.21',
        '2026-09,5,500000.00,0.08,',
        '',
      ].join('\r\n'),
    );
    const figures = await textOf(files[2]!.blob);
    expect(figures.split('\r\n').slice(0, 6)).toEqual([
      '\uFEFFImole portfolio,Figures',
      'As of,2026-10-31',
      'Collection rate period,2026-10-01 to 2026-10-31',
      'Filters,State: Lagos; Product: Custom system',
      'Figure,Value',
      'Active loans,12',
    ]);
    expect(figures).toContain('Outstanding principal (NGN),1234567.89\r\n');
    expect(figures).toContain('PAR30,0.125\r\n');
    expect(figures).toContain('Collection rate,0.8\r\n');
    expect(figures).toContain('Collected in the period (NGN),400000.00\r\n');
    expect(files[3]!.name).toMatch(/^portfolio-par_as-of-2026-10-31_/);
    expect(await textOf(files[3]!.blob)).toContain('PAR90,More than 90 days overdue,0.05\r\n');
  });

  it('says "every loan" in a file’s first lines when no filter is chosen', async () => {
    fakeApi({
      'GET v1/Portfolio/GetSummary': () => ({ data: summary() }),
      'GET v1/Portfolio/GetFilters': () => ({ data: options }),
    });
    const files = catchDownloads();
    open('/portfolio?asOf=2026-10-31');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV of portfolio at risk' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect((await textOf(files[0]!.blob)).split('\r\n').slice(0, 6)).toEqual([
      '\uFEFFImole portfolio,Portfolio at risk',
      'As of,2026-10-31',
      'Collection rate period,2026-10-01 to 2026-10-31',
      'Filters,None (every loan)',
      'Measure,Overdue,Share of outstanding principal',
      'PAR1,More than 1 day overdue,0.25',
    ]);
  });

  it('draws the latest six cohorts with a point, each its own look, and says the table has them all', async () => {
    // 18 monthly cohorts, Jun 2025 … Nov 2026, as of 26 Nov 2026: the last two (Oct, Nov) have no point yet.
    const cohorts = Array.from({ length: 18 }, (_, i) => {
      const month = `${2025 + Math.floor((i + 5) / 12)}-${String(((i + 5) % 12) + 1).padStart(2, '0')}`;
      const age = 16 - i;
      return {
        month,
        loans: 4,
        financed: 100_000_00,
        points: Array.from({ length: Math.max(0, age) }, (_, m) => ({
          month: m + 1,
          repaid: 0,
          share: 0.05 * (m + 1),
        })),
      };
    });
    fakeApi({
      'GET v1/Portfolio/GetSummary': () => ({ data: summary({ asOf: '2026-11-26', cohorts }) }),
      'GET v1/Portfolio/GetFilters': () => ({ data: options }),
    });
    // The cohort table is wider than a phone (16 month columns): it scrolls, and says so.
    vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(1800);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(380);
    open('/portfolio?asOf=2026-11-26');
    const legend = await screen.findByTestId('cohort-legend');
    const items = [...legend.querySelectorAll('li')];
    expect(items.map((item) => item.textContent)).toEqual([
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sept 2026',
    ]);
    const looks = items.map((item) => {
      const line = item.querySelector('line')!;
      return `${line.getAttribute('stroke')} ${line.getAttribute('stroke-dasharray') ?? 'solid'}`;
    });
    expect(new Set(looks).size).toBe(6);
    expect(new Set(looks.map((look) => look.split(' ')[0])).size).toBe(6);
    expect(
      screen.getByText(
        'The chart shows the 6 latest cohorts; the table has all 18. Oct 2026 and Nov 2026 are under a month old: no point yet.',
      ),
    ).toBeTruthy();
    const table = within(screen.getByRole('region', { name: 'Repayment by cohort, table' }));
    expect(table.getAllByRole('rowheader')).toHaveLength(18);
    const november = table.getByRole('rowheader', { name: 'Nov 2026' }).closest('tr')!;
    expect([...november.querySelectorAll('td')].slice(2).every((cell) => cell.textContent === '–')).toBe(true);
    expect(await screen.findByText('Scroll sideways for later months')).toBeTruthy();
  });

  it('keeps the filters in the URL and asks for the figures with them', async () => {
    const api = fakeApi({
      'GET v1/Portfolio/GetSummary': () => ({ data: summary() }),
      'GET v1/Portfolio/GetFilters': () => ({ data: options }),
    });
    const { here } = open('/portfolio?asOf=2026-10-31');
    await screen.findByRole('region', { name: 'Figures' });
    await userEvent.click(screen.getByText('Filter by state, product, agent or bank'));
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Lagos');
    await waitFor(() => expect(here()).toBe('/portfolio?asOf=2026-10-31&stateId=25'));
    await waitFor(() => expect(api.callsTo('GET v1/Portfolio/GetSummary').at(-1)?.query.get('stateId')).toBe('25'));
    await userEvent.selectOptions(screen.getByLabelText('Product'), 'Custom system');
    await userEvent.selectOptions(screen.getByLabelText('Partner bank'), 'Sterling Bank');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-15' } });
    await waitFor(() =>
      expect(here()).toBe(
        '/portfolio?asOf=2026-10-31&from=2026-10-15&stateId=25&packageId=custom&financialInstitutionId=1',
      ),
    );
    const last = api.callsTo('GET v1/Portfolio/GetSummary').at(-1)!.query;
    await waitFor(() =>
      expect(api.callsTo('GET v1/Portfolio/GetSummary').at(-1)!.query.get('from')).toBe('2026-10-15'),
    );
    expect(last.get('packageId')).toBe('custom');
    expect(
      await screen.findByText(
        'As of 31 October 2026 · State: Lagos · Product: Custom system · Partner bank: Sterling Bank',
      ),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Back to today, every loan' }));
    await waitFor(() => expect(here()).toBe('/portfolio'));
    await waitFor(() => expect(api.callsTo('GET v1/Portfolio/GetSummary').at(-1)!.query.get('asOf')).toBeNull());
  });

  it('names each filter under the form: one person can be the agent and the coordinator', async () => {
    fakeApi({
      'GET v1/Portfolio/GetSummary': () => ({ data: summary() }),
      'GET v1/Portfolio/GetFilters': () => ({
        data: { ...options, agents: [{ id: 41, name: 'Ngozi Eze' }], coordinators: [{ id: 41, name: 'Ngozi Eze' }] },
      }),
    });
    open('/portfolio?asOf=2026-10-31&agentId=41');
    expect(await screen.findByText('As of 31 October 2026 · Agent: Ngozi Eze')).toBeTruthy();
    cleanup();
    open('/portfolio?asOf=2026-10-31&coordinatorId=41');
    expect(await screen.findByText('As of 31 October 2026 · Coordinator: Ngozi Eze')).toBeTruthy();
  });

  it('says what is wrong with the dates instead of asking', async () => {
    const api = fakeApi({
      'GET v1/Portfolio/GetSummary': () => ({ data: summary() }),
      'GET v1/Portfolio/GetFilters': () => ({ data: options }),
    });
    open('/portfolio?asOf=2026-10-31&to=2026-11-05');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The period ends after the “as of” date: it can end on that day at the latest.',
    );
    expect(api.callsTo('GET v1/Portfolio/GetSummary')).toHaveLength(0);
  });

  it('says there are no loans yet, and what makes one', async () => {
    fakeApi({
      'GET v1/Portfolio/GetSummary': () => ({
        data: summary({
          activeLoans: 0,
          outstandingPrincipal: 0,
          par1: 0,
          par30: 0,
          par90: 0,
          collectionRate: null,
          collected: 0,
          due: 0,
          defaults: { count: 0, outstanding: 0 },
          writeOffs: { count: 0, principal: 0 },
          cohorts: [],
        }),
      }),
      'GET v1/Portfolio/GetFilters': () => ({ data: { ...options, states: [] } }),
    });
    open('/portfolio');
    expect(await screen.findByText('No loans yet')).toBeTruthy();
    // A filter the book has nothing for says so instead of offering an empty list.
    await waitFor(() => expect((screen.getByLabelText('State') as HTMLSelectElement).disabled).toBe(true));
    expect(within(screen.getByLabelText('State')).getByRole('option').textContent).toBe('None in the book yet');
    expect((screen.getByLabelText('Partner bank') as HTMLSelectElement).disabled).toBe(false);
    expect(
      screen.getByText(/A loan starts when a customer who pays in instalments has their system installed/).textContent,
    ).toContain(
      'A system paid in full is not a loan, and one a partner bank paid for is the bank’s loan, not ours: the partner ' +
        'bank filter shows the customers a bank referred who then took our instalment plan.',
    );
  });

  it('shows the server’s reason when the figures cannot be loaded, with Try again', async () => {
    let fail = true;
    fakeApi({
      'GET v1/Portfolio/GetSummary': () =>
        fail ? failure(400, 'The figures can be as of today at the latest.') : { data: summary() },
      'GET v1/Portfolio/GetFilters': () => ({ data: options }),
    });
    open('/portfolio?asOf=2026-10-31');
    expect(await screen.findByText('We could not load the portfolio')).toBeTruthy();
    expect(screen.getByText('The figures can be as of today at the latest.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Figures' })).toBeTruthy();
  });
});

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('Ade, Bola')).toBe('"Ade, Bola"');
    expect(csvCell('He said "yes"')).toBe('"He said ""yes"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'x\ny']])).toBe('a,b\r\n1,"x\ny"\r\n');
  });
});

describe('the page’s words', () => {
  it('names a period in few words, and amounts on an axis briefly', () => {
    expect(formatPeriod('2026-11-01', '2026-11-26')).toBe('1–26 Nov 2026');
    expect(formatPeriod('2026-10-15', '2026-11-26')).toBe('15 Oct–26 Nov 2026');
    expect(formatPeriod('2025-12-01', '2026-01-31')).toBe('1 Dec 2025–31 Jan 2026');
    expect(formatPeriod('2026-11-26', '2026-11-26')).toBe('26 Nov 2026');
    expect(compactNaira(85_000_000)).toBe('₦850k');
    expect(compactNaira(1_250_000_000)).toBe('₦12.5m');
    expect(compactNaira(0)).toBe('₦0');
  });
});
