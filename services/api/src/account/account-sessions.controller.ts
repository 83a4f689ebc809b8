import { Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { ACCOUNT_ENDPOINTS, type Session, type SessionsEnded } from '@app/contracts';
import { type ActingSession, type ActingUser, CurrentActing, CurrentActingSession } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { AccountSessionsService } from './account-sessions.service';

/** The signed-in user's own sessions (the session list of /admin/account). */
@Controller()
export class AccountSessionsController {
  constructor(private readonly sessions: AccountSessionsService) {}

  @Endpoint(ACCOUNT_ENDPOINTS.sessions)
  list(@CurrentActingSession() { actor, sessionId }: ActingSession): Promise<Session[]> {
    return this.sessions.list(actor, sessionId);
  }

  @Endpoint(ACCOUNT_ENDPOINTS.endSession)
  end(@Param('id') id: string, @CurrentActing() { actor, clientAddress }: ActingUser): Promise<SessionsEnded> {
    return this.sessions.end(actor, id, clientAddress);
  }

  @Endpoint(ACCOUNT_ENDPOINTS.endOtherSessions)
  @HttpCode(HttpStatus.OK)
  endOthers(@CurrentActingSession() { actor, sessionId, clientAddress }: ActingSession): Promise<SessionsEnded> {
    return this.sessions.endOthers(actor, sessionId, clientAddress);
  }
}
