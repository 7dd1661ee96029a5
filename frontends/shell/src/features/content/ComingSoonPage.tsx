import { useTranslation } from 'react-i18next';
import { Container, EmptyState } from '@cf/ui';

/** A route whose screen is not built yet (or whose remote is not deployed): a calm, translated notice. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Container size="md">
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonBody')} />
    </Container>
  );
}

export default ComingSoon;
