import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from '../../lib/password-rules';

/** The visible strength rules under a new password, each ticked once met. */
export function PasswordRules({ value, id }: { value: string; id: string }) {
  const { t } = useTranslation('common');
  return (
    <div id={id}>
      <Text size="sm" fw={500} mb={4}>
        {t('password_rules.title')}
      </Text>
      <List size="sm" spacing={2} center>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(value);
          return (
            <List.Item
              key={rule.key}
              c={met ? 'teal' : 'dimmed'}
              icon={
                <ThemeIcon size={18} radius="xl" color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'}>
                  {met ? <IconCheck size={12} aria-hidden /> : <IconPoint size={12} aria-hidden />}
                </ThemeIcon>
              }
            >
              {t(`password_rules.${rule.key}`)}
              <span className="sr-only"> {met ? t('password_rules.met') : t('password_rules.not_met')}</span>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
