import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Tournament } from './tournament.entity.js';

/**
 * A tournament's cover image, apart from the tournament row so lists and pages never load its bytes.
 * Its type and time of upload are on the tournament (`coverType`, `coverUpdatedAt`).
 */
@Entity('tournament_cover')
export class TournamentCover {
  @PrimaryColumn('uuid')
  tournamentId: string;

  @OneToOne(() => Tournament, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tournamentId' })
  tournament?: Tournament;

  @Column({ type: 'bytea' })
  data: Buffer;
}
