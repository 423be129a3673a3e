import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RefereeRow } from '@wallet/api';
import { EmptyState, GiftIcon, Table, type TableColumn } from '@wallet/ui';
import { missionCell, type MissionCell } from './missionStatus';
import { Reward } from './Reward';

/** Rows of the rewards table per page (spec 1 section 9); pagination only above it. */
const REFERRAL_PAGE_SIZE = 10;

const COLUMNS: TableColumn<RefereeRow>[] = [
  {
    id: 'friend',
    get header() {
      return t`Friend`;
    },
    cell: (row) => row.email,
    isRowHeader: true,
  },
  {
    id: 'mission-one',
    get header() {
      return t`Mission 1`;
    },
    cell: (row) => shown(missionCell(row.mission_one)),
  },
  {
    id: 'mission-two',
    get header() {
      return t`Mission 2`;
    },
    cell: (row) => shown(missionCell(row.mission_two)),
  },
];

function shown(cell: MissionCell) {
  return 'reward' in cell ? <Reward {...cell.reward} /> : cell.label;
}

/** The friends and their missions. */
export function RefereesTable({ rows }: { rows: RefereeRow[] }) {
  const { t } = useLingui();
  return (
    <Table
      aria-label={t`Referral rewards`}
      columns={COLUMNS}
      rows={rows}
      getRowId={(row) => row.email}
      pageSize={REFERRAL_PAGE_SIZE}
      emptyText={
        <EmptyState
          icon={<GiftIcon />}
          title={t`No record`}
          description={t`No referrals yet. Share your link to start earning.`}
        />
      }
      narrowLayout="stack"
    />
  );
}
