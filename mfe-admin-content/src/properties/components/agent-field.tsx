import type { UseFormRegisterReturn } from 'react-hook-form';
import { type PropertyAgentOption, agentNotReadyMessage } from '@app/contracts';
import { FormField, Select } from '@app/ui';
import { usePropertyAgents } from '../api/property-queries';

interface AgentFieldProps {
  /** The chosen agent's id, '' for none. */
  agentId: string;
  error?: string;
  registration: UseFormRegisterReturn<'agentId'>;
}

/** The listing's responsible agent (CEA): the listing shows their name, registration number and phone. */
export function AgentField({ agentId, error, registration }: AgentFieldProps) {
  const agents = usePropertyAgents();
  const chosen = agents.data?.find((agent) => agent.id === agentId);
  const hint = agents.isError ? 'The staff list could not be loaded. Reload the page to try again.' : chosen && detailsHint(chosen);

  return (
    <FormField label="Responsible agent" error={error} hint={hint} required>
      {/* Registered once the options exist, so the select shows the listing's agent rather than the first option. */}
      {agents.isPending ? (
        <Select disabled>
          <option>Loading staff...</option>
        </Select>
      ) : (
        <Select {...registration}>
          <option value="">Choose an agent</option>
          {agents.data?.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.isActive ? agent.name : `${agent.name} (inactive)`}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/** What the listing will show of the agent, or what they lack before it may be available or let. */
function detailsHint(agent: PropertyAgentOption): string {
  if (agent.ceaRegistrationNumber && agent.phone) return `CEA ${agent.ceaRegistrationNumber} · ${agent.phone}`;
  const missing = { registrationNumber: !agent.ceaRegistrationNumber, phone: !agent.phone };
  return `${agentNotReadyMessage(missing)}: add it on their account, or keep the listing hidden.`;
}
