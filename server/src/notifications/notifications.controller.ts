import { Controller, Req } from '@nestjs/common';
import type { ParsedBodyOf } from '@hema/shared/contracts/endpoint';
import { notificationsContract } from '@hema/shared/contracts/notifications';
import { CurrentUser } from '../common/current-user.decorator.js';
import { Endpoint, ValidBody } from '../common/endpoint.decorator.js';
import type { AuthedRequest } from '../common/session-user.js';
import type { SessionUser } from '../users/user.view.js';
import { NotificationsService } from './notifications.service.js';
import { PushSender } from './push-sender.js';

const c = notificationsContract;
const TAG = 'notifications';

/** The push key browsers subscribe with; the caller's notification settings, devices and test notification. */
@Controller()
export class NotificationsController {
  constructor(
    private readonly service: NotificationsService,
    private readonly push: PushSender,
  ) {}

  @Endpoint(c.pushKey, TAG)
  pushKey() {
    return { publicKey: this.push.publicKey };
  }

  @Endpoint(c.settings, TAG)
  settings(@CurrentUser() user: SessionUser) {
    return this.service.settings(user);
  }

  @Endpoint(c.updateSettings, TAG)
  update(@ValidBody() body: ParsedBodyOf<typeof c.updateSettings>, @CurrentUser() user: SessionUser) {
    return this.service.update(user, body);
  }

  @Endpoint(c.subscribe, TAG)
  subscribe(
    @ValidBody() body: ParsedBodyOf<typeof c.subscribe>,
    @CurrentUser() user: SessionUser,
    @Req() req: AuthedRequest,
  ) {
    const agent = req.headers['user-agent'];
    return this.service.subscribe(user, body, typeof agent === 'string' ? agent : '');
  }

  @Endpoint(c.unsubscribe, TAG)
  unsubscribe(@ValidBody() body: ParsedBodyOf<typeof c.unsubscribe>, @CurrentUser() user: SessionUser) {
    return this.service.unsubscribe(user, body.endpoint);
  }

  @Endpoint(c.setLocale, TAG)
  setLocale(@ValidBody() body: ParsedBodyOf<typeof c.setLocale>, @CurrentUser() user: SessionUser) {
    return this.service.setLocale(user, body.locale);
  }

  @Endpoint(c.test, TAG)
  test(@CurrentUser() user: SessionUser) {
    return this.service.test(user);
  }
}
