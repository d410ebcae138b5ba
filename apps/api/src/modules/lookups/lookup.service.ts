import { AppError } from '@imole/domain';
import type { Db } from '../../db/database.ts';
import type { PageQuery } from '../../lib/http.ts';
import * as repo from './lookup.repository.ts';

/** The employer every customer may pick when theirs is not listed (customer spec §3: needs no work e-mail). */
export const OTHERS_EMPLOYER_NAME = 'Others';

export interface Employer {
  id: number;
  name: string;
  validateEmail: boolean;
  emailDomain: string | null;
}

export function lookupService(db: Db) {
  return {
    states: () => repo.listStates(db),

    async lgas(state: number | string) {
      const found = await repo.findStateId(db, state);
      if (!found)
        throw new AppError('NOT_FOUND', 'We could not find that state. Choose your state from the list and try again.');
      return repo.listLgas(db, found.id);
    },

    /** Case-insensitive search; "Others" is always offered, last, so nobody is stuck. */
    async employers(name: string | undefined): Promise<Employer[]> {
      const rows = await repo.searchEmployers(db, name?.trim() || undefined);
      const others =
        rows.find((r) => r.name.toLowerCase() === OTHERS_EMPLOYER_NAME.toLowerCase()) ??
        (await repo.findEmployerByName(db, OTHERS_EMPLOYER_NAME));
      const list = rows.filter((r) => r !== others);
      if (others) list.push(others);
      return list.map((r) => ({
        id: r.id,
        name: r.name,
        validateEmail: r.validate_email,
        emailDomain: r.email_domain,
      }));
    },

    banks: () => repo.listBanks(db),

    async financialInstitutions(page: PageQuery) {
      return repo.pageFinancialInstitutions(db, (page.PageIndex - 1) * page.PageSize, page.PageSize);
    },
  };
}
