import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '@app/contracts';
import { Card, CardContent, CardHeading, Checkbox } from '@app/ui';
import { errorMessage, QueryStatus, toast } from '@app/web';
import { useTwoFactorPolicy, useUpdateTwoFactorPolicy } from '../api/two-factor-policy';

/** Super admins only: the roles whose members must use two-factor sign-in (taken to set-up at their next sign-in). */
export function TwoFactorPolicyCard() {
  const policy = useTwoFactorPolicy();
  return (
    <Card>
      <CardHeading
        title="Two-Factor Sign-In Requirement"
        description="Members of a ticked role must set up two-factor sign-in before they can use the admin panel."
      />
      <CardContent>
        <QueryStatus query={policy} subject="the two-factor requirement">
          {({ requiredRoles }) => <RoleChoices key={requiredRoles.join()} saved={requiredRoles} />}
        </QueryStatus>
      </CardContent>
    </Card>
  );
}

function RoleChoices({ saved }: { saved: Role[] }) {
  const update = useUpdateTwoFactorPolicy();
  const [required, setRequired] = useState(saved);

  const toggle = (role: Role, checked: boolean) => {
    const next = checked ? [...required, role] : required.filter((item) => item !== role);
    setRequired(next);
    update.mutate(next, {
      onSuccess: () => toast({ title: 'Requirement saved', description: `${ROLE_LABELS[role]}: two-factor sign-in ${checked ? 'required' : 'optional'}.` }),
      onError: (error) => {
        setRequired(saved);
        toast({ title: 'Error saving the requirement', description: errorMessage(error), variant: 'destructive' });
      },
    });
  };

  return (
    <fieldset disabled={update.isPending}>
      <legend>Require two-factor sign-in for</legend>
      {ROLES.map((role) => (
        <Checkbox key={role} label={ROLE_LABELS[role]} checked={required.includes(role)} onChange={(event) => toggle(role, event.currentTarget.checked)} />
      ))}
    </fieldset>
  );
}
