import { Button, Center, Paper, PasswordInput, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { firstIssueMessage, signInSchema, signUpSchema, type SignInInput, type SignUpInput } from '../../../shared/schemas/auth';
import { trpc } from '../../lib/staff-client';

function errorToast(title: string, message: string) {
  notifications.show({ title, message, color: 'red' });
}

/** Spec "Auth screen": Admin Dashboard, Login and Sign Up tabs, first validation error as a toast. */
export function AuthScreen() {
  const [tab, setTab] = useState<string | null>('login');
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Title order={1} size="h2" ta="center" mb="lg">
          Admin Dashboard
        </Title>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="login">Login</Tabs.Tab>
            <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <LoginForm />
          </Tabs.Panel>
          <Tabs.Panel value="signup">
            <SignUpForm />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Center>
  );
}

function useAfterSignIn() {
  const navigate = useNavigate();
  const { staff } = useRouteContext({ from: '/_console' });
  return async () => {
    await staff?.resetSession();
    await navigate({ to: '/admin', replace: true });
  };
}

function LoginForm() {
  const form = useForm<SignInInput>({ initialValues: { email: '', password: '' } });
  const signIn = trpc.auth.signIn.useMutation();
  const afterSignIn = useAfterSignIn();

  const submit = form.onSubmit(async (values) => {
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) return errorToast('Validation Error', firstIssueMessage(parsed.error));
    try {
      await signIn.mutateAsync(parsed.data);
      notifications.show({ title: 'Logged in successfully!', message: 'Welcome back.', color: 'green' });
      await afterSignIn();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message.includes('Invalid login credentials')) {
        errorToast('Login Failed', 'Invalid email or password. Please try again.');
      } else {
        errorToast('Error', message);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Button type="submit" disabled={signIn.isPending} fullWidth>
          {signIn.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </Stack>
    </form>
  );
}

function SignUpForm() {
  const form = useForm<SignUpInput>({ initialValues: { fullName: '', phone: '', email: '', password: '' } });
  const signUp = trpc.auth.signUp.useMutation();
  const afterSignIn = useAfterSignIn();

  const submit = form.onSubmit(async (values) => {
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) return errorToast('Validation Error', firstIssueMessage(parsed.error));
    try {
      await signUp.mutateAsync(parsed.data);
      notifications.show({
        title: 'Account created successfully!',
        message: 'An administrator must grant you a role before you can use the dashboard.',
        color: 'green',
      });
      await afterSignIn();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message.includes('already registered')) {
        errorToast('Signup Failed', 'This email is already registered. Please login instead.');
      } else {
        errorToast('Error', message);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Full Name" autoComplete="name" {...form.getInputProps('fullName')} />
        <TextInput label="Phone Number" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          placeholder="minimum 6 characters"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" disabled={signUp.isPending} fullWidth>
          {signUp.isPending ? 'Creating account...' : 'Sign Up'}
        </Button>
      </Stack>
    </form>
  );
}
