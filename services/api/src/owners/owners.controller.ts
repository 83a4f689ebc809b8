import { Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import {
  type CreateOwnerInput,
  CreateOwnerSchema,
  type Owner,
  OWNER_ENDPOINTS,
  type OwnerInviteResult,
  type OwnerListQuery,
  OwnerListQuerySchema,
  type OwnerPage,
  type OwnerStatement,
  type OwnerStatementPage,
  type StatementListQuery,
  StatementListQuerySchema,
  type UpdateOwnerInput,
  UpdateOwnerSchema,
} from '@app/contracts';
import { type ActingUser, CurrentActing } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody, ValidQuery } from '../common/zod-validation.pipe';
import { OwnersService } from './owners.service';

/** Staff's owners (every staff role). */
@Controller()
export class OwnersController {
  constructor(private readonly owners: OwnersService) {}

  @Endpoint(OWNER_ENDPOINTS.list)
  list(@ValidQuery(OwnerListQuerySchema) query: OwnerListQuery): Promise<OwnerPage> {
    return this.owners.list(query);
  }

  @Endpoint(OWNER_ENDPOINTS.create)
  @HttpCode(HttpStatus.CREATED)
  create(@ValidBody(CreateOwnerSchema) input: CreateOwnerInput, @CurrentActing() acting: ActingUser): Promise<Owner> {
    return this.owners.create(input, acting);
  }

  @Endpoint(OWNER_ENDPOINTS.get)
  get(@Param('id') id: string): Promise<Owner> {
    return this.owners.get(id);
  }

  @Endpoint(OWNER_ENDPOINTS.update)
  update(@Param('id') id: string, @ValidBody(UpdateOwnerSchema) input: UpdateOwnerInput, @CurrentActing() acting: ActingUser): Promise<Owner> {
    return this.owners.update(id, input, acting);
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
