import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import * as repo from './quote.repository.ts';
import type { BoardFilter } from './quote.repository.ts';

export type { BoardFilter };

/** One page of the staff board (docs/staff.md "The board"), as the wire names the cards. */
export interface BoardPage {
  PageIndex: number;
  PageSize: number;
  Search?: string | undefined;
  SalesAgentId?: number | undefined;
  CoordinatorId?: number | undefined;
}

type BoardRow = Awaited<ReturnType<typeof repo.pageBoard>>['rows'][number];

/**
 * One page of board cards with each engineer's rating. `viewer` narrows the cards to an engineer's own jobs (support
 * staff and admins see every request).
 */
export async function boardPage(deps: AppDeps, filter: BoardFilter, page: BoardPage, viewer?: AppUserRow) {
  const { rows, total } = await repo.pageBoard(
    deps.db,
    filter,
    page.Search || undefined,
    (page.PageIndex - 1) * page.PageSize,
    page.PageSize,
    viewer?.is_engineer ? viewer.id : undefined,
    { agentId: page.SalesAgentId, coordinatorId: page.CoordinatorId },
  );
  const ratings = await repo.engineerRatings(deps.db, [
    ...new Set(rows.map((r) => r.support_user_id).filter((id): id is number => id !== null)),
  ]);
  return { items: rows.map((r) => boardCard(r, ratings)), total };
}

export const ownStages = ['pending', 'ready', 'engineer', 'installation', 'completed', 'closed'] as const;
export type OwnStage = (typeof ownStages)[number];

/**
 * /requests (docs/staff.md "My requests"): the signed-in staff member's own requests at one stage, as the board's
 * cards, with how many they have at each stage. An engineer's own are the jobs assigned to them; anyone else's the
 * requests they priced (the quote's `priced_by_user_id`: who last saved its lines or sent it).
 */
export async function ownRequestsPage(
  deps: AppDeps,
  viewer: AppUserRow,
  stage: OwnStage,
  page: Pick<BoardPage, 'PageIndex' | 'PageSize' | 'Search'>,
) {
  const engineer = viewer.is_engineer;
  const [{ rows, total }, counts] = await Promise.all([
    repo.pageBoard(
      deps.db,
      { tab: stage },
      page.Search || undefined,
      (page.PageIndex - 1) * page.PageSize,
      page.PageSize,
      engineer ? viewer.id : undefined,
      {},
      engineer ? undefined : viewer.id,
    ),
    repo.countOwnStages(deps.db, engineer ? { engineerId: viewer.id } : { pricedBy: viewer.id }),
  ]);
  const ratings = await repo.engineerRatings(deps.db, [
    ...new Set(rows.map((r) => r.support_user_id).filter((id): id is number => id !== null)),
  ]);
  return { items: rows.map((r) => boardCard(r, ratings)), total, counts };
}

function boardCard(r: BoardRow, ratings: Map<number, number>) {
  return {
    quoteRequest: {
      id: r.id,
      quoteRequestStatus: r.status,
      referenceNo: r.reference_no,
      noOfBedrooms: r.no_of_bedrooms,
      noOfLights: r.no_of_lights,
      noOfFan: r.no_of_fan,
      noOfTv: r.no_of_tv,
      address: r.address,
      state: r.state,
      dateCreated: r.created_at.toISOString(),
    },
    clientUser: {
      firstname: r.client_firstname,
      lastname: r.client_lastname,
      email: r.client_email,
      phoneNumber: r.client_phone,
      image: r.client_image,
    },
    quote:
      r.quote_id === null
        ? null
        : {
            id: r.quote_id,
            dateCreated: r.quote_created_at!.toISOString(),
            quoteStatus: r.quote_status!,
            installationStatus: r.installation_status!,
            installationCompletionDate: r.installation_completion_date,
            fulfilmentDate: r.fulfilment_date,
          },
    supportStaff:
      r.engineer_firstname === null
        ? null
        : {
            firstname: r.engineer_firstname,
            image: r.engineer_image,
            rating: ratings.get(r.support_user_id!) ?? null,
          },
  };
}
