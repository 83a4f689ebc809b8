import { Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { ACCOUNT_ENDPOINTS, type Session, type SessionsEnded } from '@app/contracts';
import type { UserEntity } from '@app/core';
import { ClientAddress, CurrentSessionId, CurrentUser } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { AccountSessionsService } from './account-sessions.service';

/** The signed-in user's own sessions (the session list of /admin/account). */
@Controller()
export class AccountSessionsController {
  constructor(private readonly sessions: AccountSessionsService) {}

  @Endpoint(ACCOUNT_ENDPOINTS.sessions)
  list(@CurrentUser() user: UserEntity, @CurrentSessionId() sessionId: string): Promise<Session[]> {
    return this.sessions.list(user, sessionId);
  }

  @Endpoint(ACCOUNT_ENDPOINTS.endSession)
  end(@Param('id') id: string, @CurrentUser() user: UserEntity, @ClientAddress() clientAddress: string): Promise<SessionsEnded> {
    return this.sessions.end(user, id, clientAddress);
  }

  @Endpoint(ACCOUNT_ENDPOINTS.endOtherSessions)
  @HttpCode(HttpStatus.OK)
  endOthers(@CurrentUser() user: UserEntity, @CurrentSessionId() sessionId: string, @ClientAddress() clientAddress: string): Promise<SessionsEnded> {
    return this.sessions.endOthers(user, sessionId, clientAddress);
  }
}
