import { ActionIcon, Tooltip } from '@mantine/core';
import { messages } from '@parkshare/shared/validation/messages';
import { IconShieldDown, IconShieldUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrganizationDetails } from '../api/organization';
import { confirm } from '../../../lib/confirm';
import { localizeMessage } from '../../../lib/i18n/localize-message';
import { notify } from '../../../lib/notify';
import { useSetOrganizationMemberRole } from '../api/set-organization-member-role';
import { reportError } from '../../../lib/errors/report-error';

type Member = OrganizationDetails['members'][number];

interface MemberRoleButtonProps {
  organization: OrganizationDetails;
  member: Member;
  isMe: boolean;
  busy: boolean;
  disabled: boolean;
  onBusy: (userId: string | null) => void;
}

/**
 * Makes a member an administrator, or (after confirming) an administrator a member again. The last
 * administrator's button stays disabled and says why; the server refuses it too.
 */
export function MemberRoleButton({ organization, member, isMe, busy, disabled, onBusy }: MemberRoleButtonProps) {
  const { t } = useTranslation('organizations');
  const [setRole] = useSetOrganizationMemberRole();
  const { name, email } = member.user;
  const demoting = member.role === 'admin';
  const isLastAdmin = demoting && organization.members.filter((m) => m.role === 'admin').length <= 1;

  const change = async () => {
    if (demoting) {
      const ok = await confirm({
        title: t('members.make_member_title'),
        message: isMe
          ? t('members.make_member_self_message', { organization: organization.name })
          : t('members.make_member_message', { name, email, organization: organization.name }),
        confirmLabel: t('members.make_member_confirm'),
      });
      if (!ok) return;
    }
    const role = demoting ? 'member' : 'admin';
    onBusy(member.user.id);
    try {
      await setRole({ variables: { input: { organizationId: organization.id, userId: member.user.id, role } } });
      notify('success', t(demoting ? 'members.made_member' : 'members.made_admin', { name }));
    } catch (error) {
      reportError(error);
    } finally {
      onBusy(null);
    }
  };

  const label = demoting ? t('members.make_member') : t('members.make_admin');
  return (
    <Tooltip label={isLastAdmin ? localizeMessage(messages.lastAdmin) : label} multiline maw={240}>
      {/* The wrapper keeps the tooltip working on the disabled button. */}
      <span>
        <ActionIcon
          variant="subtle"
          color={demoting ? 'gray' : 'blue'}
          size="lg"
          loading={busy}
          disabled={disabled || isLastAdmin}
          aria-label={t(demoting ? 'members.make_member_label' : 'members.make_admin_label', { name })}
          onClick={() => void change()}
        >
          {demoting ? <IconShieldDown size={18} aria-hidden /> : <IconShieldUp size={18} aria-hidden />}
        </ActionIcon>
      </span>
    </Tooltip>
  );
}
