/**
 * Customers in a known state, made through the API (the same calls the web app makes): the journey under test
 * starts where it is interesting, not at the sign-up form. Saved-card journeys use it; see payments.e2e.test.ts for
 * the same steps inline.
 */
export const CUSTOMER_PASSWORD = 'Sunny-day-power-2030';

export function apiClient(baseUrl: string) {
  async function api<T>(path: string, init: { body?: unknown; token?: string } = {}): Promise<T> {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body = (await response.json()) as T & { status?: boolean; message?: string };
    if (!response.ok || body.status === false) throw new Error(`${path}: ${response.status} ${body.message}`);
    return body;
  }

  /** The newest 6-digit code the dev outbox holds for an address. */
  async function codeFor(email: string): Promise<string> {
    const { data } = await api<{ data: { body: string }[] }>(`dev/outbox?to=${encodeURIComponent(email)}`);
    const code = /\b(\d{6})\b/.exec(data[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`No code in the outbox for ${email}`);
    return code;
  }

  /** A confirmed customer with a request that support has priced and sent, waiting for the down payment. */
  async function pricedCustomer(supportPassword: string) {
    const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const email = `bola.${unique}@example.com`;
    await api('ClientUser/CreateClientUser', {
      body: {
        firstname: 'Bola',
        lastname: 'Okafor',
        email,
        phoneNumber: `081${String(Date.now()).slice(-8)}`,
        password: CUSTOMER_PASSWORD,
      },
    });
    const { token } = await api<{ token: string }>('ClientUser/ConfirmUserAccount', {
      body: { email, token: await codeFor(email) },
    });
    const { states } = await api<{ states: { id: number; title: string }[] }>('Location/GetStates');
    const lagos = states.find((state) => state.title === 'Lagos')!.id;
    const { lgas } = await api<{ lgas: { id: number; title: string }[] }>(`Location/GetLgas?stateId=${lagos}`);
    const { data: employers } = await api<{ data: { id: number; name: string }[] }>(
      'UserEmployer/GetAllUserEmployers?name=Others',
      { token },
    );
    const { data: request } = await api<{ data: { id: number } }>('Quote/CreateQuoteRequest', {
      token,
      body: {
        state: 'Lagos',
        city: lgas[0]!.id,
        address: '12 Allen Avenue, Ikeja',
        landmark: 'Opposite the bank',
        buildingType: 1,
        employerId: employers.find((employer) => employer.name === 'Others')!.id,
        noOfBedrooms: 2,
        noOfLights: 5,
        noOfFan: 2,
        noOfTv: 1,
        inverterUsageHoursPerDay: 12,
        hoursOfElectricPowerPerDay: 6,
        generatorCapacity: 0,
      },
    });
    const { data: categories } = await api<{ data: { categoryName: string; data: { id: number }[] }[] }>(
      'Product/InstallationComponentsByCategoryWithoutImage',
      { token },
    );
    const inverter = categories.find((category) => /inverter/i.test(category.categoryName))!.data[0]!.id;
    const { token: support } = await api<{ token: string }>('ClientUser/Login', {
      body: { email: 'support@demo.imole.ng', password: supportPassword },
    });
    const { data: quote } = await api<{ data: { id: number } }>('Quote/AssignProductToQuote', {
      token: support,
      body: { quoteRequestId: request.id, components: [{ componentId: inverter, quantity: 2 }] },
    });
    await api('Quote/ConfirmQuotePricing', { token: support, body: { quoteId: quote.id } });
    return { email, token, quoteId: quote.id };
  }

  return { api, codeFor, pricedCustomer };
}
