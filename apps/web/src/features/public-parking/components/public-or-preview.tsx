import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors/error-message';
import { useSession } from '../../../lib/session/session-store';
import { usePublicQuery } from '../hooks/use-public-query';
import { PublicSkeleton } from './public-skeleton';

/** A query of the page, and where its answer holds the parking or spot shown. */
export interface PageQuery<TData, TVariables, TView> {
  document: TypedDocumentNode<TData, TVariables>;
  pick: (data: TData) => TView;
}

interface PublicOrPreviewProps<TData, TPreview, TVariables, TView> {
  /** What anyone sees: NOT_FOUND unless the parking is active. */
  query: PageQuery<TData, TVariables, TView>;
  /** The same page in any status, for those who may see the parking (its owner, organization, admins; issue 13). */
  preview?: PageQuery<TPreview, TVariables, TView>;
  variables: TVariables;
  notFound: ReactNode;
  /** The page itself, the same for both: a preview shows its notice and nothing bookable. */
  children: (view: TView, preview: boolean) => ReactNode;
  /** Set on the preview's own step. */
  isPreview?: boolean;
}

/**
 * The public page of a parking or a spot. When it is not public and someone is signed in, its preview instead
 * (asked only then); the not-found screen for anyone the preview refuses too.
 */
export function PublicOrPreview<TData, TPreview, TVariables extends Record<string, unknown>, TView>({
  query,
  preview,
  variables,
  notFound,
  children,
  isPreview = false,
}: PublicOrPreviewProps<TData, TPreview, TVariables, TView>) {
  const { t } = useTranslation('public-parking');
  const { authenticated } = useSession();
  const { data, error, loading } = usePublicQuery(query.document, variables);
  if (loading) return <PublicSkeleton />;
  if (error?.kind === 'not-found') {
    return preview && authenticated ? (
      <PublicOrPreview query={preview} variables={variables} notFound={notFound} isPreview>
        {children}
      </PublicOrPreview>
    ) : (
      notFound
    );
  }
  if (error || !data) {
    return (
      <Text role="alert" c="red">
        {error ? errorMessage(error, t) : t('load_failed')}
      </Text>
    );
  }
  return children(query.pick(data), isPreview);
}
