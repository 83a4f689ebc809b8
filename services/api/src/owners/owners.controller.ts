import { Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import {
  OWNER_ENDPOINTS,
  type OwnerInviteResult,
  type OwnerStatement,
  type OwnerStatementPage,
  type StatementListQuery,
  StatementListQuerySchema,
} from '@app/contracts';
import { type ActingUser, CurrentActing } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { RecordsController } from '../common/records.controller';
import { ValidQuery } from '../common/zod-validation.pipe';
import { OwnersService } from './owners.service';

/** Staff's owners (every staff role): the records (list, get, create, update), their invitation and statements. */
@Controller()
export class OwnersController extends RecordsController(OWNER_ENDPOINTS) {
  constructor(private readonly owners: OwnersService) {
    super(owners);
  }

  @Endpoint(OWNER_ENDPOINTS.invite)
  @HttpCode(HttpStatus.OK)
  invite(@Param('id') id: string, @CurrentActing() acting: ActingUser): Promise<OwnerInviteResult> {
    return this.owners.invite(id, acting);
  }

  @Endpoint(OWNER_ENDPOINTS.statements)
  statements(@Param('id') id: string, @ValidQuery(StatementListQuerySchema) query: StatementListQuery): Promise<OwnerStatementPage> {
    return this.owners.statements(id, query);
  }

  @Endpoint(OWNER_ENDPOINTS.statement)
  statement(@Param('id') id: string, @Param('statementId') statementId: string): Promise<OwnerStatement> {
    return this.owners.statement(id, statementId);
  }
}
