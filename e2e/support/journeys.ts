/**
 * Customers brought to a known point of their lifecycle through the API, with the same calls the web app's pages
 * make, so that a journey starts where it is interesting and not at the sign-up form. The steps are exported one by
 * one too: a journey that shows one of them in the browser does that step there and the others here.
 *
 *   signUp → requestQuote → priceQuote → payDownPayment → scheduleInstallation → (date accepted) →
 *   completeInstallation → (installation confirmed)
 *
 * pricedCustomer, paidCustomer and installedCustomer run the steps up to their point with defaults (a 2-bedroom
 * need in Lagos; an inverter and two batteries), each of which a journey may change.
 */
import { expect } from 'vitest';
import { faceJpeg, SMALL_PDF } from './kyc-files.ts';

export const CUSTOMER_PASSWORD = 'Sunny-day-power-2030';
export const SUPPORT_EMAIL = 'support@demo.imole.ng';
export const ENGINEER_EMAIL = 'engineer@demo.imole.ng';

/** Today in Nigeria (UTC+1), YYYY-MM-DD: an installation's date may not be in the future. */
export const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

/** What a login answers a staff member (the demo accounts, with the demo password). */
export interface StaffMember {
  token: string;
  user: { id: number; firstname: string; lastname: string };
}

/** The session the web app keeps in sessionStorage (apps/web/src/lib/session.ts). */
export interface Session {
  token: string;
  tokenExpiry: string | null;
  user: { id: number; firstname: string; email: string };
}

export interface SignUpOptions {
  firstname?: string;
  lastname?: string;
  /** The network's prefix of the Nigerian mobile number; eight unique digits follow. */
  phonePrefix?: '070' | '080' | '081';
}

/** The power-need form's fields, as the quote wizard sends them; `lga` picks the area of Lagos by name. */
export type QuoteNeed = Record<string, unknown> & { lga?: string };

/** One line of a quote: the first component of the first category whose name matches, so many. */
export interface ComponentPick {
  category: RegExp;
  quantity: number;
}

export const INVERTER_AND_BATTERIES: readonly ComponentPick[] = [
  { category: /inverter/i, quantity: 1 },
  { category: /batter/i, quantity: 2 },
];

export interface CustomerOptions extends SignUpOptions {
  /** Changes to the default need (2 bedrooms, 5 lights, 2 fans, a TV in Ikeja). */
  need?: QuoteNeed;
  /** What support prices; an inverter and two batteries unless said. */
  components?: readonly ComponentPick[];
}

export interface InstalledOptions extends CustomerOptions {
  /** The engineer's comment on marking the job done. */
  installationData?: string;
}

let serial = 0;

export function journeys(baseUrl: string, demoPassword: string) {
  async function api<T = Record<string, unknown>>(
    path: string,
    init: { body?: unknown; token?: string } = {},
  ): Promise<T> {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json',
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const json = (await response.json()) as T & { status?: boolean; message?: string };
    if (!response.ok || json.status === false) throw new Error(`${path}: ${response.status} ${json.message}`);
    return json;
  }

  /** The newest 6-digit code the dev outbox holds for an address, as the person would read it in their e-mail. */
  async function codeFor(email: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(
        async () => {
          const { data } = await api<{ data: { body: string }[] }>(`dev/outbox?to=${encodeURIComponent(email)}`);
          code = /\b(\d{6})\b/.exec(data[0]?.body ?? '')?.[1];
          return code;
        },
        { timeout: 30_000 },
      )
      .toMatch(/^\d{6}$/);
    return code!;
  }

  /** A staff member (or anyone) logged in through the API; the demo password unless said. */
  const staffLogin = (email: string, password = demoPassword) =>
    api<StaffMember>('ClientUser/Login', { body: { email, password } });

  /** A new customer, signed up and confirmed with the e-mailed code: the confirmation answers the session. */
  async function signUp({ firstname = 'Bola', lastname = 'Okafor', phonePrefix = '080' }: SignUpOptions = {}) {
    serial += 1;
    const email = `${firstname.toLowerCase()}.${Date.now().toString(36)}${serial}@example.com`;
    // Unique within a run: the time to the millisecond, modulo about 16 minutes, and this file's count.
    const phoneNumber = `${phonePrefix}${String(Date.now() % 1e6).padStart(6, '0')}${String(serial % 100).padStart(2, '0')}`;
    await api('ClientUser/CreateClientUser', {
      body: { firstname, lastname, email, phoneNumber, password: CUSTOMER_PASSWORD },
    });
    const answer = await api<Session>('ClientUser/ConfirmUserAccount', {
      body: { email, token: await codeFor(email) },
    });
    const session: Session = { token: answer.token, tokenExpiry: answer.tokenExpiry ?? null, user: answer.user };
    return {
      email,
      phoneNumber,
      password: CUSTOMER_PASSWORD,
      name: `${firstname} ${lastname}`,
      token: session.token,
      session,
    };
  }

  /** A power-need request in Lagos (the API's own validation applies); `need` changes the defaults. */
  async function requestQuote(token: string, { lga, ...need }: QuoteNeed = {}) {
    const { states } = await api<{ states: { id: number; title: string }[] }>('Location/GetStates');
    const lagos = states.find((state) => state.title === 'Lagos')!.id;
    const { lgas } = await api<{ lgas: { id: number; title: string }[] }>(`Location/GetLgas?stateId=${lagos}`);
    const { data: employers } = await api<{ data: { id: number; name: string }[] }>(
      'UserEmployer/GetAllUserEmployers?name=Others',
    );
    const body = {
      state: 'Lagos',
      city: (lga === undefined ? lgas[0] : lgas.find((area) => area.title === lga))!.id,
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
      ...need,
    };
    const { data } = await api<{ data: { id: number; referenceNo: string } }>('Quote/CreateQuoteRequest', {
      token,
      body,
    });
    return { quoteRequestId: data.id, reference: data.referenceNo, body };
  }

  /** Support prices the request from the catalogue and sends it to the customer; answers the quote's id. */
  async function priceQuote(
    quoteRequestId: number,
    support: string,
    components: readonly ComponentPick[] = INVERTER_AND_BATTERIES,
  ): Promise<number> {
    const { data: categories } = await api<{ data: { categoryName: string; data: { id: number }[] }[] }>(
      'Product/InstallationComponentsByCategoryWithoutImage',
      { token: support },
    );
    const { data: quote } = await api<{ data: { id: number } }>('Quote/AssignProductToQuote', {
      token: support,
      body: {
        quoteRequestId,
        components: components.map(({ category, quantity }) => ({
          componentId: categories.find((c) => category.test(c.categoryName))!.data[0]!.id,
          quantity,
        })),
      },
    });
    await api('Quote/ConfirmQuotePricing', { token: support, body: { quoteId: quote.id } });
    return quote.id;
  }

  /** The down payment paid on the sandbox checkout and saved, as the checkout's way back to /payment does. */
  async function payDownPayment(token: string, quoteId: number): Promise<string> {
    const { data } = await api<{ data: { reference: string } }>('Transaction/InitializePayment', {
      token,
      body: { quoteId, purpose: 'equity' },
    });
    await api('Sandbox/Pay', { body: { reference: data.reference } });
    await api('Transaction/SaveQuoteEquityPayment', {
      token,
      body: { quoteId, transactionReference: data.reference, isOutRightPayment: false, isPayStack: true },
    });
    return data.reference;
  }

  /** Support gives the job to the engineer and sets the installation for today; the customer has yet to answer. */
  async function scheduleInstallation(support: string, quoteId: number, engineerId: number) {
    await api('Quote/AssignSupportUserToQuoteRequest', {
      token: support,
      body: { quoteId, supportUserId: engineerId },
    });
    await api('Quote/SetFulfilmentDate', { token: support, body: { quoteId, fulfilmentDate: lagosToday() } });
  }

  /** The engineer marks the job done today. */
  async function completeInstallation(engineer: string, quoteId: number, installationData: string) {
    await api('Quote/InstallationCompletion', {
      token: engineer,
      body: { quoteId, fulfilmentDate: lagosToday(), installationData },
    });
  }

  /**
   * The customer's identity verified through the real calls and the identity sandbox (docs/kyc.md): their details with
   * a small real PDF statement and ID photo, then a selfie check the sandbox passes. A financed system is installed
   * only after this.
   */
  async function verifyIdentity(customer: string, quoteRequestId: number) {
    await api('SmileId/UpdateKyc', {
      token: customer,
      body: {
        quoteRequestId,
        dateOfBirth: '1990-05-17',
        bvn: '22345678901',
        bankId: (await api<{ data: { id: number }[] }>('Utility/BankList')).data[0]!.id,
        stateOfAccount: SMALL_PDF.toString('base64'),
        accountNumber: '0123456789',
        accountName: 'Demo Account',
        meansOfId: 1,
        meansOfIdImage: faceJpeg().toString('base64'),
      },
    });
    const job = await api<{ data: { jobId: string } }>(
      `SmileId/BiometricKYCJobRequest?quoteRequestId=${quoteRequestId}`,
      { token: customer },
    );
    const selfie = faceJpeg().toString('base64');
    await api('SmileId/BiometricKYCPostZipFile', {
      token: customer,
      body: { quoteRequestId, jobId: job.data.jobId, selfieImage: selfie, livenessImages: [selfie, selfie] },
    });
    const status = await api<{ data: { kycStatus: string } }>('SmileId/BiometricKYCJobStatus', {
      token: customer,
      body: { quoteRequestId, jobId: job.data.jobId },
    });
    if (status.data.kycStatus !== 'verified') throw new Error(`identity not verified: ${JSON.stringify(status.data)}`);
  }

  /**
   * From a paid quote to an installed, confirmed system: the demo engineer on today, the date accepted, the job
   * marked done, and five stars from the customer. Answers the engineer.
   */
  async function install(
    customer: string,
    support: string,
    quoteId: number,
    installationData = 'Inverter and batteries fitted and tested.',
  ): Promise<StaffMember> {
    const engineer = await staffLogin(ENGINEER_EMAIL);
    const view = await api<{ quoteRequest: { id: number }; isVerified: boolean }>('Quote/GetQuoteRequest', {
      token: customer,
    });
    if (!view.isVerified) await verifyIdentity(customer, view.quoteRequest.id);
    await scheduleInstallation(support, quoteId, engineer.user.id);
    await api('Quote/RespondToFulfilmentDate', { token: customer, body: { quoteId, accepted: true } });
    await completeInstallation(engineer.token, quoteId, installationData);
    await api('Quote/InstallationConfirmed', { token: customer, body: { quoteId, rating: 5 } });
    return engineer;
  }

  /** A confirmed customer with one request in Lagos, not yet priced. */
  async function customerWithRequest(options: CustomerOptions = {}) {
    const customer = await signUp(options);
    const request = await requestQuote(customer.token, options.need);
    return { ...customer, quoteRequestId: request.quoteRequestId, reference: request.reference };
  }

  /** A confirmed customer whose request support has priced and sent: it waits for the down payment. */
  async function pricedCustomer(options: CustomerOptions = {}) {
    const customer = await customerWithRequest(options);
    const support = await staffLogin(SUPPORT_EMAIL);
    const quoteId = await priceQuote(customer.quoteRequestId, support.token, options.components);
    return { ...customer, quoteId, support };
  }

  /** A priced customer who has paid the down payment: the request waits for an engineer and a date. */
  async function paidCustomer(options: CustomerOptions = {}) {
    const customer = await pricedCustomer(options);
    await payDownPayment(customer.token, customer.quoteId);
    return customer;
  }

  /** A paid customer whose identity is verified: the request waits for an engineer and a date. */
  async function verifiedCustomer(options: CustomerOptions = {}) {
    const customer = await paidCustomer(options);
    await verifyIdentity(customer.token, customer.quoteRequestId);
    return customer;
  }

  /** A paid customer whose system the demo engineer has installed today and who has confirmed it. */
  async function installedCustomer(options: InstalledOptions = {}) {
    const customer = await paidCustomer(options);
    const engineer = await install(customer.token, customer.support.token, customer.quoteId, options.installationData);
    return { ...customer, engineer };
  }

  return {
    api,
    verifyIdentity,
    verifiedCustomer,
    codeFor,
    staffLogin,
    signUp,
    requestQuote,
    priceQuote,
    payDownPayment,
    scheduleInstallation,
    completeInstallation,
    install,
    customerWithRequest,
    pricedCustomer,
    paidCustomer,
    installedCustomer,
  };
}
