import { Controller, Param } from '@nestjs/common';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import { panelContract } from '@hema/shared/contracts/panel';
import type { PanelSeat } from '@hema/shared/fight/panel';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody } from '../common/endpoint.decorator.js';
import type { SessionUser } from '../users/user.view.js';
import { PanelService } from './panel.service.js';

const TAG = 'judging panel';

/** A ring's panel of judges: seats, judges' calls, the director's decisions, and a fight's panel record. */
@Controller()
export class PanelController {
  constructor(private readonly service: PanelService) {}

  @Endpoint(panelContract.ring, TAG)
  ring(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.ring(id, user);
  }

  @Endpoint(panelContract.takeSeat, TAG)
  takeSeat(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof panelContract.takeSeat>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.takeSeat(id, user, body.seat);
  }

  @Endpoint(panelContract.assignSeat, TAG)
  assignSeat(
    @Param('id') id: string,
    @Param('seat') seat: PanelSeat,
    @ValidBody() body: ParsedBodyOf<typeof panelContract.assignSeat>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.assignSeat(id, user, seat, body.userId);
  }

  @Endpoint(panelContract.leaveSeat, TAG)
  leaveSeat(@Param('id') id: string, @Param('seat') seat: PanelSeat, @CurrentUser() user?: SessionUser) {
    return this.service.leaveSeat(id, user, seat);
  }

  @Endpoint(panelContract.call, TAG)
  call(@ValidBody() body: ParsedBodyOf<typeof panelContract.call>, @CurrentUser() user?: SessionUser) {
    return this.service.call(user, body);
  }

  @Endpoint(panelContract.fight, TAG)
  fight(@Param('id') id: string, @CurrentUser() user?: SessionUser) {
    return this.service.fightPanel(id, user);
  }

  @Endpoint(panelContract.decide, TAG)
  decide(
    @Param('id') id: string,
    @ValidBody() body: ParsedBodyOf<typeof panelContract.decide>,
    @CurrentUser() user?: SessionUser,
  ) {
    return this.service.decide(id, user, body);
  }
}
