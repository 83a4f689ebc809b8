import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoginSchema, type LoginInput } from '@app/contracts';
import { FormField, Input, SubmitButton } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { needsSecondStep, useLogin } from '../api/login';
import { AuthForm } from './auth-frame';
import { TwoFactorStep } from './two-factor-step';

export function LoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = (credentials: LoginInput) =>
    login.mutate(credentials, {
      onSuccess: (result) => {
        if (!needsSecondStep(result)) toast({ title: 'Login successful', description: `Welcome back, ${result.username}!` });
      },
      onError: (error) => toast({ title: 'Login failed', description: errorMessage(error, 'Invalid username or password'), variant: 'destructive' }),
    });

  if (login.data && needsSecondStep(login.data)) return <TwoFactorStep />;
  return (
    <AuthForm onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Login">
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="username" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <SubmitButton pending={login.isPending} pendingLabel="Logging in..." size="lg" aria-busy={login.isPending || undefined}>
        Login
      </SubmitButton>
    </AuthForm>
  );
}
