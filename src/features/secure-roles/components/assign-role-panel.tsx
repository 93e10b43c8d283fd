import { Box, Button, Card, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { SELECT_BOTH, assignRoleInputSchema, type AppRole, type AssignRoleInput, type ProfileSummary } from '@/backend';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { UserPicker } from '@/components/users/user-picker';
import { userLabel } from '@/lib/user-search';

export const ROLE_OPTIONS: ReadonlyArray<{ value: AppRole; label: string }> = [
  { value: 'user', label: 'User' },
  { value: 'moderator', label: 'Moderator' },
  { value: 'admin', label: 'Admin' },
];
const ROLE_LABEL: Record<string, string> = Object.fromEntries(ROLE_OPTIONS.map((o) => [o.value, o.label]));
export const ADMIN_WARNING = 'WARNING: Admin users have full system access including user management capabilities.';

type FormValues = z.input<typeof assignRoleInputSchema>;
const DEFAULTS: FormValues = { userId: '', role: 'user' };

function issueMessages(errors: FieldErrors<FormValues>): string[] {
  return [errors.userId?.message, errors.role?.message].filter((m): m is string => Boolean(m));
}

export interface AssignRolePanelProps {
  submitting: boolean;
  /** Resolves true when the role was assigned (the selections then reset). */
  onAssign: (input: AssignRoleInput) => Promise<boolean>;
  /** A preselected user and role and an open dialog, for stories of the confirmation step. */
  initialUser?: ProfileSummary;
  initialRole?: AppRole;
  initialConfirmOpen?: boolean;
}

/** Panel 1: find and pick a user and a role, confirm in a dialog, validate with the port's schema, submit. */
export function AssignRolePanel({
  submitting,
  onAssign,
  initialUser,
  initialRole,
  initialConfirmOpen = false,
}: AssignRolePanelProps) {
  const { register, watch, handleSubmit, reset, setValue } = useForm<FormValues, unknown, AssignRoleInput>({
    resolver: zodResolver(assignRoleInputSchema),
    defaultValues: { userId: initialUser?.id ?? DEFAULTS.userId, role: initialRole ?? DEFAULTS.role },
  });
  const [confirmOpen, setConfirmOpen] = useState(initialConfirmOpen);
  const [chosenUser, setChosenUser] = useState<ProfileSummary | null>(initialUser ?? null);
  const userSelectRef = useRef<HTMLSelectElement | null>(null);
  /** Set when the dialog closes through Confirm Assignment (not Cancel or Escape). */
  const confirmedRef = useRef(false);
  const userId = watch('userId');
  const role = watch('role');
  const chosenLabel = chosenUser ? userLabel(chosenUser) : userId;

  const choose = (user: ProfileSummary | null) => {
    setChosenUser(user);
    setValue('userId', user?.id ?? '');
  };

  const openConfirm = () => {
    if (!userId || !role) {
      notify.error('Validation Error', SELECT_BOTH);
      return;
    }
    confirmedRef.current = false;
    setConfirmOpen(true);
  };

  const submit = handleSubmit(
    async (values) => {
      if (await onAssign(values)) {
        reset(DEFAULTS);
        setChosenUser(null);
      }
    },
    (errors) => notify.error('Validation Error', issueMessages(errors).join(', ')),
  );

  const confirm = () => {
    confirmedRef.current = true;
    setConfirmOpen(false);
    void submit();
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Assign Role</Card.Title>
        <Card.Description>Every assignment is recorded in the audit log with your account.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack as="form" gap="4" onSubmit={(e) => e.preventDefault()} aria-label="Assign role">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <UserPicker
              label="User"
              searchLabel="Find a user"
              searchPlaceholder="Search by name, email or company"
              emptyOption="Select a user"
              noun="user"
              selected={chosenUser}
              onSelect={choose}
              selectRef={userSelectRef}
            />
            <Field.Root alignSelf="end">
              <Field.Label>Role</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('role')}>
                  {ROLE_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
          <Box>
            <Button colorPalette="red" onClick={openConfirm} disabled={!userId || !role || submitting}>
              {submitting ? 'Assigning...' : 'Assign Role'}
            </Button>
          </Box>
        </Stack>
      </Card.Body>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        // After Confirm, the Assign Role button is disabled (submitting, then the selections reset), so focus
        // would drop to the page body: it goes to the User dropdown instead, ready for the next assignment.
        // Cancel and Escape keep the default: back to the Assign Role button.
        finalFocusEl={() => (confirmedRef.current ? userSelectRef.current : null)}
        title="Confirm Role Assignment"
        details={
          role === 'admin' && (
            <Text color="red.fg" fontWeight="semibold" role="alert">
              {ADMIN_WARNING}
            </Text>
          )
        }
        confirmLabel="Confirm Assignment"
        onConfirm={confirm}
      >
        You are about to assign the <strong>{ROLE_LABEL[role] ?? role}</strong> role to <strong>{chosenLabel}</strong>.
        This action is logged and cannot be undone without another assignment.
      </ConfirmDialog>
    </Card.Root>
  );
}
