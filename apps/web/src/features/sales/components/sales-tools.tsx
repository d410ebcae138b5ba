import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';

/** Where the undertaking form is served: a blank form, the same for everyone (docs/sales.md "The undertaking form"). */
export const UNDERTAKING_FORM_URL = '/api/SalesTeam/UndertakingForm';

const row = 'flex min-h-14 items-center justify-between gap-3 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50';

/**
 * The field tools on the agent's and the coordinator's Home: a sample quote for a prospect, and the undertaking form
 * a customer's employer signs (staff spec §2: "A downloadable undertaking form is offered").
 */
export function SalesTools({ quotesPath }: { quotesPath?: string } = {}) {
  return (
    <section aria-labelledby="tools-heading" className="flex flex-col gap-3">
      <h2 id="tools-heading" className="text-lg font-semibold">
        In the field
      </h2>
      <ul className="flex flex-col divide-y divide-ink-200 overflow-hidden rounded-2xl border border-ink-200 bg-white">
        <li>
          {/* The agent variant of the quote wizard (docs/sales.md "Quotes for a customer"). */}
          <Link to="/start-quote" className={row}>
            <span>
              New quote for a customer
              <span className="block text-sm font-normal text-ink-700">
                Ask for a priced quote for a customer; new customers are invited to follow it
              </span>
            </span>
            <ChevronRightIcon className="size-5 shrink-0" />
          </Link>
        </li>
        {/* A coordinator's home has no Quotes tile: their own quotes are reached from here. */}
        {quotesPath && (
          <li>
            <Link to={quotesPath} className={row}>
              <span>
                Your quotes
                <span className="block text-sm font-normal text-ink-700">
                  The quote requests of the customers you referred yourself
                </span>
              </span>
              <ChevronRightIcon className="size-5 shrink-0" />
            </Link>
          </li>
        )}
        <li>
          <Link to="/agent-sample-quote" className={row}>
            <span>
              Make a sample quote
              <span className="block text-sm font-normal text-ink-700">
                Price a system for someone who has not signed up, as a PDF
              </span>
            </span>
            <ChevronRightIcon className="size-5 shrink-0" />
          </Link>
        </li>
        <li>
          <a href={UNDERTAKING_FORM_URL} download="Imole-undertaking-form.pdf" className={row}>
            <span>
              Download the undertaking form
              <span className="block text-sm font-normal text-ink-700">
                For a customer’s employer to sign: their salary pays the monthly repayment
              </span>
            </span>
            <ChevronRightIcon className="size-5 shrink-0" />
          </a>
        </li>
      </ul>
    </section>
  );
}
